/**
 * Filled shapes on a small RGBA canvas, for generated icons. Shapes are described in picture
 * coordinates (0–100 across and down, whatever the pixel size), so a motif is written once and
 * drawn at any size; each pixel takes several samples, so edges come out smooth.
 */
export type Rgb = readonly [number, number, number];
export type Point = readonly [number, number];

/** A region: a box it stays within (so a fill visits only those pixels) and a point test. */
export type Shape = { readonly box: readonly [number, number, number, number]; readonly inside: (x: number, y: number) => boolean };

/** A colour, or one that varies over the picture (a gradient), taken at each pixel's centre. */
export type Paint = Rgb | ((x: number, y: number) => Rgb);

export const circle = (cx: number, cy: number, r: number): Shape => ellipse(cx, cy, r, r);

export const ellipse = (cx: number, cy: number, rx: number, ry: number): Shape => ({
  box: [cx - rx, cy - ry, cx + rx, cy + ry],
  inside: (x, y) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1,
});

export const rect = (x: number, y: number, w: number, h: number): Shape => roundRect(x, y, w, h, 0);

export const roundRect = (x: number, y: number, w: number, h: number, r: number): Shape => ({
  box: [x, y, x + w, y + h],
  inside: (px, py) => {
    if (px < x || px > x + w || py < y || py > y + h) return false;
    const dx = Math.max(x + r - px, 0, px - (x + w - r));
    const dy = Math.max(y + r - py, 0, py - (y + h - r));
    return dx * dx + dy * dy <= r * r;
  },
});

/** Any simple polygon, by the even-odd rule. */
export const polygon = (points: readonly Point[]): Shape => ({
  box: [
    Math.min(...points.map((p) => p[0])),
    Math.min(...points.map((p) => p[1])),
    Math.max(...points.map((p) => p[0])),
    Math.max(...points.map((p) => p[1])),
  ],
  inside: (x, y) => {
    let inside = false;
    for (let i = 0, j = points.length - 1; i < points.length; j = i, i += 1) {
      const [xi, yi] = points[i]!;
      const [xj, yj] = points[j]!;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  },
});

export const triangle = (x1: number, y1: number, x2: number, y2: number, x3: number, y3: number): Shape =>
  polygon([
    [x1, y1],
    [x2, y2],
    [x3, y3],
  ]);

/** A regular polygon, or a star when `inner` is given (the radius of its inner corners). */
export const regular = (cx: number, cy: number, r: number, corners: number, degrees = 0, inner?: number): Shape => {
  const points: Point[] = [];
  const steps = inner === undefined ? corners : corners * 2;
  for (let i = 0; i < steps; i += 1) {
    const angle = ((degrees + (360 * i) / steps - 90) * Math.PI) / 180;
    const radius = inner !== undefined && i % 2 === 1 ? inner : r;
    points.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(points);
};

/** A stroke from `a` to `b`, `width` wide, with round ends. */
export const line = (a: Point, b: Point, width: number): Shape => {
  const half = width / 2;
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const lengthSquared = dx * dx + dy * dy || 1;
  return {
    box: [Math.min(a[0], b[0]) - half, Math.min(a[1], b[1]) - half, Math.max(a[0], b[0]) + half, Math.max(a[1], b[1]) + half],
    inside: (x, y) => {
      const t = Math.max(0, Math.min(1, ((x - a[0]) * dx + (y - a[1]) * dy) / lengthSquared));
      return (x - a[0] - t * dx) ** 2 + (y - a[1] - t * dy) ** 2 <= half * half;
    },
  };
};

export const union = (...shapes: Shape[]): Shape => ({
  box: [
    Math.min(...shapes.map((s) => s.box[0])),
    Math.min(...shapes.map((s) => s.box[1])),
    Math.max(...shapes.map((s) => s.box[2])),
    Math.max(...shapes.map((s) => s.box[3])),
  ],
  inside: (x, y) => shapes.some((shape) => shape.inside(x, y)),
});

export const intersect = (shape: Shape, clip: Shape): Shape => ({
  box: [
    Math.max(shape.box[0], clip.box[0]),
    Math.max(shape.box[1], clip.box[1]),
    Math.min(shape.box[2], clip.box[2]),
    Math.min(shape.box[3], clip.box[3]),
  ],
  inside: (x, y) => shape.inside(x, y) && clip.inside(x, y),
});

export const subtract = (shape: Shape, hole: Shape): Shape => ({
  box: shape.box,
  inside: (x, y) => shape.inside(x, y) && !hole.inside(x, y),
});

/** The shape turned by `degrees` (clockwise on screen) about `pivot`, then moved by `offset`. */
export const turn = (shape: Shape, degrees: number, pivot: Point, offset: Point = [0, 0]): Shape => {
  const [cos, sin] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
  const [px, py] = pivot;
  const [x0, y0, x1, y1] = shape.box;
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) => [px + offset[0] + (x! - px) * cos - (y! - py) * sin, py + offset[1] + (x! - px) * sin + (y! - py) * cos] as const);
  return {
    box: [
      Math.min(...corners.map((c) => c[0])),
      Math.min(...corners.map((c) => c[1])),
      Math.max(...corners.map((c) => c[0])),
      Math.max(...corners.map((c) => c[1])),
    ],
    inside: (x, y) => {
      const [dx, dy] = [x - px - offset[0], y - py - offset[1]];
      return shape.inside(px + dx * cos + dy * sin, py - dx * sin + dy * cos);
    },
  };
};

export const mix = (from: Rgb, to: Rgb, t: number): Rgb => [
  from[0] + (to[0] - from[0]) * t,
  from[1] + (to[1] - from[1]) * t,
  from[2] + (to[2] - from[2]) * t,
];
export const lighten = (colour: Rgb, amount: number): Rgb => mix(colour, [255, 255, 255], amount);
export const darken = (colour: Rgb, amount: number): Rgb => mix(colour, [0, 0, 0], amount);

/** A colour running from `from` at point `a` to `to` at point `b`, flat beyond them. */
export const linearGradient =
  (a: Point, b: Point, from: Rgb, to: Rgb): Paint =>
  (x, y) => {
    const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
    const t = ((x - a[0]) * dx + (y - a[1]) * dy) / (dx * dx + dy * dy);
    return mix(from, to, Math.max(0, Math.min(1, t)));
  };

/** A colour running from `from` at `centre` to `to` at `radius` and beyond. */
export const radialGradient =
  (centre: Point, radius: number, from: Rgb, to: Rgb): Paint =>
  (x, y) =>
    mix(from, to, Math.min(1, Math.sqrt((x - centre[0]) ** 2 + (y - centre[1]) ** 2) / radius));

export type Canvas = {
  /** Paints `shape`, blending its anti-aliased edge (and any `opacity` below 1) over what is there. */
  fill: (shape: Shape, paint: Paint, opacity?: number) => void;
  /** The picture as 8-bit RGBA rows; where nothing was painted it is transparent. */
  rgba: () => Uint8Array;
};

/** A transparent `size`×`size` canvas taking `samples`×`samples` samples a pixel. */
export function createCanvas(size: number, samples = 4): Canvas {
  const colour = new Float32Array(size * size * 3);
  const alpha = new Float32Array(size * size);
  const scale = size / 100;
  const sampleCount = samples * samples;
  return {
    fill(shape, paint, opacity = 1) {
      const [x0, y0, x1, y1] = shape.box;
      const [left, top] = [Math.max(0, Math.floor(x0 * scale) - 1), Math.max(0, Math.floor(y0 * scale) - 1)];
      const [w, h] = [Math.min(size, Math.ceil(x1 * scale) + 1) - left, Math.min(size, Math.ceil(y1 * scale) + 1) - top];
      if (w <= 0 || h <= 0) return;
      // Sampling every pixel 16 times drew a logo in 100 ms, too slow for the browser's first visit.
      // A pixel whose corners, and its neighbours' corners, are all in (or all out) is wholly in
      // (or out); only pixels near an edge are sampled. Details thinner than a pixel could slip
      // between corners, which the motifs avoid.
      const corner = new Uint8Array((w + 1) * (h + 1));
      for (let cy = 0; cy <= h; cy += 1) {
        for (let cx = 0; cx <= w; cx += 1) corner[cy * (w + 1) + cx] = shape.inside((left + cx) / scale, (top + cy) / scale) ? 1 : 0;
      }
      const cornerAt = (x: number, y: number) => corner[y * (w + 1) + x]!;
      const mixed = new Uint8Array(w * h);
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1)
          mixed[y * w + x] = (cornerAt(x, y) + cornerAt(x + 1, y) + cornerAt(x, y + 1) + cornerAt(x + 1, y + 1)) % 4 === 0 ? 0 : 1;
      }
      const nearEdge = (x: number, y: number) => {
        for (let ny = Math.max(0, y - 1); ny <= Math.min(h - 1, y + 1); ny += 1) {
          for (let nx = Math.max(0, x - 1); nx <= Math.min(w - 1, x + 1); nx += 1) if (mixed[ny * w + nx]) return true;
        }
        return false;
      };
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1) {
          const [px, py] = [left + x, top + y];
          let covered = cornerAt(x, y) * sampleCount;
          if (nearEdge(x, y)) {
            covered = 0;
            for (let sy = 0; sy < samples; sy += 1) {
              for (let sx = 0; sx < samples; sx += 1) {
                if (shape.inside((px + (sx + 0.5) / samples) / scale, (py + (sy + 0.5) / samples) / scale)) covered += 1;
              }
            }
          }
          if (covered === 0) continue;
          const a = (covered / sampleCount) * opacity;
          const [r, g, b] = typeof paint === 'function' ? paint((px + 0.5) / scale, (py + 0.5) / scale) : paint;
          const at = py * size + px;
          const below = alpha[at]! * (1 - a);
          const total = a + below;
          colour[at * 3] = (r * a + colour[at * 3]! * below) / total;
          colour[at * 3 + 1] = (g * a + colour[at * 3 + 1]! * below) / total;
          colour[at * 3 + 2] = (b * a + colour[at * 3 + 2]! * below) / total;
          alpha[at] = total;
        }
      }
    },
    rgba() {
      const out = new Uint8Array(size * size * 4);
      for (let at = 0; at < size * size; at += 1) {
        out[at * 4] = Math.round(colour[at * 3]!);
        out[at * 4 + 1] = Math.round(colour[at * 3 + 1]!);
        out[at * 4 + 2] = Math.round(colour[at * 3 + 2]!);
        out[at * 4 + 3] = Math.round(alpha[at]! * 255);
      }
      return out;
    },
  };
}
