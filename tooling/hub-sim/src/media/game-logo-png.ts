import { encodePng } from './png-encode';
import {
  circle,
  createCanvas,
  darken,
  ellipse,
  intersect,
  lighten,
  line,
  linearGradient,
  radialGradient,
  rect,
  regular,
  roundRect,
  subtract,
  triangle,
  turn,
  union,
  type Canvas,
  type Paint,
  type Point,
  type Rgb,
  type Shape,
} from './raster-shapes';

/**
 * Each demo game's logo: an icon-style picture of what the game is, on a rounded square in the
 * game's colour, so guests tell the nine games apart at a glance (never a grey square).
 */
const SIZE = 192;
const tile = roundRect(0, 0, 100, 100, 22);
const white: Rgb = [255, 255, 255];
const ink: Rgb = [34, 28, 40];

/** A soft shadow under a shape, so shapes stand off the background. */
function shadowed(canvas: Canvas, shape: Shape, paint: Paint, depth = 2) {
  canvas.fill(turn(shape, 0, [0, 0], [depth * 0.4, depth]), [0, 0, 0], 0.22);
  canvas.fill(shape, paint);
}

const heart = (cx: number, cy: number, s: number) =>
  union(
    circle(cx - 0.5 * s, cy - 0.3 * s, 0.56 * s),
    circle(cx + 0.5 * s, cy - 0.3 * s, 0.56 * s),
    triangle(cx - 1.02 * s, cy - 0.12 * s, cx + 1.02 * s, cy - 0.12 * s, cx, cy + 1.05 * s),
  );

const spade = (cx: number, cy: number, s: number) =>
  union(
    circle(cx - 0.5 * s, cy + 0.2 * s, 0.56 * s),
    circle(cx + 0.5 * s, cy + 0.2 * s, 0.56 * s),
    triangle(cx - 1.02 * s, cy + 0.02 * s, cx + 1.02 * s, cy + 0.02 * s, cx, cy - 1.15 * s),
    triangle(cx, cy + 0.2 * s, cx - 0.42 * s, cy + 1.15 * s, cx + 0.42 * s, cy + 1.15 * s),
  );

/** A playing card centred on `centre`, turned by `degrees`, with `face` drawn in the card's own upright frame. */
function card(canvas: Canvas, centre: Point, size: Point, degrees: number, face: ReadonlyArray<readonly [Shape, Paint]>) {
  const [cx, cy] = centre;
  const [w, h] = size;
  const upright = (shape: Shape) => turn(shape, degrees, centre);
  shadowed(canvas, upright(roundRect(cx - w / 2, cy - h / 2, w, h, w * 0.14)), [205, 205, 200]);
  canvas.fill(upright(roundRect(cx - w / 2 + 0.8, cy - h / 2 + 0.8, w - 1.6, h - 1.6, w * 0.12)), [253, 252, 248]);
  for (const [shape, paint] of face) canvas.fill(upright(shape), paint);
}

function monster(canvas: Canvas) {
  const green: Rgb = [132, 206, 72];
  const horn: Rgb = [255, 238, 205];
  canvas.fill(triangle(28, 40, 22, 13, 43, 30), horn);
  canvas.fill(triangle(72, 40, 78, 13, 57, 30), horn);
  shadowed(canvas, circle(50, 58, 31), radialGradient([40, 44], 42, lighten(green, 0.3), darken(green, 0.2)), 2.5);
  for (const x of [39, 61]) {
    canvas.fill(circle(x, 51, 9.5), white);
    canvas.fill(circle(x + (x < 50 ? 2 : -2), 53, 5), ink);
    canvas.fill(circle(x + (x < 50 ? 3.6 : -0.4), 51, 1.8), white);
  }
  const mouth = intersect(ellipse(50, 67, 15, 11), rect(30, 67, 40, 20));
  canvas.fill(mouth, [92, 20, 48]);
  canvas.fill(intersect(ellipse(50, 78, 8, 4.5), mouth), [235, 100, 120]);
  for (const x of [42, 58]) {
    canvas.fill(triangle(x - 2.6, 66.5, x + 2.6, 66.5, x, 72.5), white);
  }
  canvas.fill(circle(27, 64, 4.5), [255, 130, 160], 0.6);
  canvas.fill(circle(73, 64, 4.5), [255, 130, 160], 0.6);
}

function solitaire(canvas: Canvas) {
  const red: Rgb = [214, 38, 52];
  const size: Point = [34, 48];
  card(canvas, [36, 50], size, -13, [
    [heart(36, 50, 9), red],
    [heart(25.5, 32, 3), red],
    [heart(46.5, 68, 3), red],
  ]);
  card(canvas, [64, 53], size, 11, [
    [spade(64, 52, 9), ink],
    [spade(53.5, 35, 3), ink],
    [spade(74.5, 71, 3), ink],
  ]);
}

function bird(canvas: Canvas, cx: number, cy: number, facing: 1 | -1, feathers: Rgb) {
  const d = facing;
  const dark = darken(feathers, 0.35);
  canvas.fill(triangle(cx - d * 12, cy - 3, cx - d * 24, cy - 10, cx - d * 23, cy + 3), dark);
  canvas.fill(line([cx, cy - 13], [cx - d * 4, cy - 23], 4.5), dark);
  canvas.fill(line([cx + d * 4, cy - 13], [cx + d * 6, cy - 21], 3.5), dark);
  const body = circle(cx, cy, 17);
  shadowed(canvas, body, radialGradient([cx - 5, cy - 7], 24, lighten(feathers, 0.25), darken(feathers, 0.15)));
  canvas.fill(intersect(ellipse(cx + d * 3, cy + 11, 12, 8), body), [252, 236, 210]);
  canvas.fill(circle(cx + d * 7, cy - 4, 5.2), white);
  canvas.fill(circle(cx + d * 8.6, cy - 3.4, 2.5), ink);
  canvas.fill(line([cx + d * 1, cy - 12], [cx + d * 12, cy - 8], 3.2), ink);
  canvas.fill(triangle(cx + d * 12, cy - 1, cx + d * 21, cy + 3, cx + d * 12, cy + 3), [255, 176, 40]);
  canvas.fill(triangle(cx + d * 12, cy + 3, cx + d * 19, cy + 3, cx + d * 12, cy + 8), [220, 130, 20]);
}

function birds(canvas: Canvas) {
  canvas.fill(intersect(ellipse(50, 112, 85, 34), tile), linearGradient([0, 78], [0, 100], [110, 190, 80], [70, 140, 55]));
  canvas.fill(ellipse(74, 24, 10, 5), white, 0.5);
  canvas.fill(ellipse(66, 26, 7, 4), white, 0.5);
  bird(canvas, 28, 62, 1, [222, 56, 48]);
  bird(canvas, 72, 62, -1, [250, 196, 40]);
}

function tiles2048(canvas: Canvas) {
  shadowed(canvas, roundRect(13, 13, 74, 74, 8), [187, 173, 160]);
  const colours: Rgb[] = [
    [238, 228, 218],
    [237, 224, 200],
    [242, 177, 121],
    [245, 149, 99],
    [246, 124, 95],
    [246, 94, 59],
    [237, 207, 114],
    [237, 197, 73],
    [236, 184, 30],
  ];
  colours.forEach((colour, i) => {
    const [x, y] = [16.5 + (i % 3) * 23.5, 16.5 + Math.floor(i / 3) * 23.5];
    canvas.fill(roundRect(x, y, 20, 20, 3.5), linearGradient([0, y], [0, y + 20], lighten(colour, 0.12), colour));
  });
}

function eyes(canvas: Canvas) {
  for (const cx of [30, 70]) {
    shadowed(canvas, ellipse(cx, 50, 18.5, 24), [60, 18, 20]);
    canvas.fill(ellipse(cx, 50, 16.5, 22), radialGradient([cx - 4, 44], 24, white, [215, 215, 225]));
    const iris: Point = [cx + (cx < 50 ? 3 : -3), 54];
    canvas.fill(circle(iris[0], iris[1], 10.5), radialGradient(iris, 10.5, [120, 200, 240], [30, 90, 170]));
    canvas.fill(circle(iris[0], iris[1], 5), [12, 12, 22]);
    canvas.fill(circle(iris[0] - 3, iris[1] - 3.5, 2.6), white);
    canvas.fill(circle(iris[0] + 3, iris[1] + 3, 1.2), white, 0.8);
  }
}

function matchingCards(canvas: Canvas) {
  const size: Point = [25, 36];
  const back: Rgb = [232, 84, 72];
  card(canvas, [22, 53], size, -9, [
    [roundRect(12.5, 38, 19, 30, 2), back],
    [subtract(roundRect(14, 39.5, 16, 27, 1.5), roundRect(15, 40.5, 14, 25, 1)), lighten(back, 0.5)],
    [regular(22, 53, 6, 4), lighten(back, 0.5)],
  ]);
  const gold = linearGradient([0, 40], [0, 60], [255, 214, 70], [240, 160, 20]);
  card(canvas, [50, 49], size, 0, [[regular(50, 50, 10, 5, 0, 4.2), gold]]);
  card(canvas, [78, 53], size, 9, [[regular(78, 54, 10, 5, 0, 4.2), gold]]);
}

function honeycomb(canvas: Canvas) {
  const r = 10.5;
  const step = Math.sqrt(3) * r;
  const cells: Point[] = [
    [30, 65],
    [30 + step, 65],
    [30 - step / 2, 65 - 1.5 * r],
    [30 + step / 2, 65 - 1.5 * r],
    [30 + step / 2, 65 + 1.5 * r],
    [30 - step / 2, 65 + 1.5 * r],
    [30 + step * 1.5, 65 + 1.5 * r],
  ];
  cells.forEach(([x, y], i) => {
    const full = i !== 3;
    shadowed(
      canvas,
      intersect(regular(x, y, r - 1, 6), tile),
      full ? radialGradient([x - 3, y - 4], 12, [255, 214, 80], [236, 150, 20]) : [255, 236, 180],
      1,
    );
  });
  const body = ellipse(66, 34, 13, 9.5);
  const bee = (shape: Shape) => turn(shape, -18, [66, 34]);
  canvas.fill(bee(ellipse(60, 22, 6, 10)), white, 0.7);
  shadowed(canvas, bee(body), [255, 212, 40]);
  canvas.fill(bee(intersect(union(rect(60, 20, 4, 30), rect(68, 20, 4, 30)), body)), ink);
  canvas.fill(bee(triangle(53.5, 32, 47.5, 34, 53.5, 36.5)), ink);
  canvas.fill(bee(circle(80, 33, 6.2)), ink);
  canvas.fill(bee(circle(82.2, 31.5, 1.7)), white);
  canvas.fill(bee(line([80, 28], [84, 20], 1.3)), ink);
  canvas.fill(bee(circle(84, 20, 1.6)), ink);
  canvas.fill(bee(ellipse(69, 21, 5, 9)), white, 0.75);
  for (const [x, y] of [
    [49, 44],
    [44, 41],
    [39, 40],
  ] as const) {
    canvas.fill(circle(x, y, 1.2), white, 0.7);
  }
}

function sudoku(canvas: Canvas) {
  const navy: Rgb = [44, 74, 107];
  shadowed(canvas, roundRect(14, 14, 72, 72, 5), [252, 252, 250]);
  const [start, cell] = [18, 64 / 9];
  const at = (index: number) => start + index * cell;
  canvas.fill(rect(at(0), at(4), 64, cell), [214, 228, 246]);
  canvas.fill(rect(at(6), at(0), cell, 64), [214, 228, 246]);
  canvas.fill(rect(at(6), at(4), cell, cell), [255, 196, 120]);
  for (let i = 1; i < 9; i += 1) {
    if (i % 3 === 0) continue;
    canvas.fill(rect(at(i) - 0.35, start, 0.7, 64), [170, 184, 200]);
    canvas.fill(rect(start, at(i) - 0.35, 64, 0.7), [170, 184, 200]);
  }
  for (let i = 0; i <= 9; i += 3) {
    canvas.fill(rect(at(i) - 1, start - 1, 2, 66), navy);
    canvas.fill(rect(start - 1, at(i) - 1, 66, 2), navy);
  }
  // Given numbers as dots, spread as in a real puzzle: one string a row, x for a given.
  const givens = ['x...x....', '..x.....x', '.....x...', '.x.....x.', '...x.....', 'x....x...', '..x.....x', '....x....', '.x....x..'];
  givens.forEach((row, y) => {
    [...row].forEach((given, x) => {
      if (given === 'x') canvas.fill(circle(at(x) + cell / 2, at(y) + cell / 2, 2), navy);
    });
  });
}

function puzzlePicture(canvas: Canvas) {
  shadowed(canvas, roundRect(11, 17, 78, 64, 4), [250, 246, 236], 2.5);
  const picture = rect(17, 23, 66, 52);
  const scene: Array<readonly [Shape, Paint]> = [
    [picture, linearGradient([0, 23], [0, 60], [100, 172, 232], [200, 228, 250])],
    [circle(32, 36, 6.5), [255, 206, 60]],
    [ellipse(30, 74, 38, 20), [128, 186, 96]],
    [ellipse(76, 80, 42, 26), [64, 140, 62]],
  ];
  for (const [shape, paint] of scene) canvas.fill(intersect(shape, picture), paint);
  // A jigsaw piece: tabs on the top and right, a blank on the left, so it reads as a puzzle at 64 px.
  const piece = (inset: number) =>
    subtract(
      union(
        roundRect(52 + inset, 40 + inset, 20 - 2 * inset, 20 - 2 * inset, 1),
        circle(74.5, 50, 4.2 - inset),
        circle(62, 37.5, 4.2 - inset),
      ),
      circle(54.5, 50, 4.2 + inset),
    );
  canvas.fill(piece(0), [56, 30, 44], 0.65);
  // The piece lifted out of its place, turned and dropped over the frame's corner, showing its bit of the scene.
  const lifted = (shape: Shape, offset: Point = [8, 18]) => turn(shape, 18, [62, 50], offset);
  canvas.fill(lifted(piece(0), [9, 20.5]), [0, 0, 0], 0.28);
  canvas.fill(lifted(piece(0)), white);
  for (const [shape, paint] of scene) canvas.fill(lifted(intersect(intersect(shape, picture), piece(0.9))), paint);
}

const motifs: Readonly<Record<string, (canvas: Canvas) => void>> = {
  TeenieMeanies: monster,
  SolitaireClassic: solitaire,
  BirdVsBird: birds,
  '2048': tiles2048,
  Eye2Eye: eyes,
  TwoToMatch: matchingCards,
  HoneyImHome: honeycomb,
  SudokuClassic: sudoku,
  PicFix: puzzlePicture,
};

/** The logo's pixels (RGBA, 192×192, transparent outside the rounded square), or undefined for a game without a motif. */
export function gameLogoPixels(gameId: string, colour: Rgb): Uint8Array | undefined {
  // Own keys only: an address such as /games/constructor/logo.png must not find Object's members.
  const motif = Object.hasOwn(motifs, gameId) ? motifs[gameId] : undefined;
  if (!motif) return undefined;
  const canvas = createCanvas(SIZE);
  canvas.fill(tile, linearGradient([0, 0], [0, 100], lighten(colour, 0.2), darken(colour, 0.2)));
  canvas.fill(intersect(ellipse(50, -4, 72, 38), tile), white, 0.1);
  motif(canvas);
  return canvas.rgba();
}

// The picture depends only on the game, and the games screen asks for all nine on every visit.
const drawn = new Map<string, Uint8Array>();

/** The game's logo as PNG bytes, or undefined for a game without a motif. */
export function gameLogoPng(gameId: string, colour: Rgb): Uint8Array | undefined {
  const key = `${gameId} ${colour.join(',')}`;
  const cached = drawn.get(key);
  if (cached) return cached;
  const pixels = gameLogoPixels(gameId, colour);
  if (!pixels) return undefined;
  const png = encodePng(pixels, SIZE, SIZE, 4);
  drawn.set(key, png);
  return png;
}

export const GAME_LOGO_SIZE = SIZE;
