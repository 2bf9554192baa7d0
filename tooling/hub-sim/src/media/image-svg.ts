/**
 * A generated picture for any image reference, so the demo downloads nothing and still looks
 * like a brochure: a scene whose motif follows the reference's words (spa, dining, beach, ...)
 * and whose palette, light and layout are seeded by the whole reference, so two tiles never
 * share a picture. No text is drawn: a label in the picture would compete with the tile's own.
 */

export type SceneTheme =
  'sea' | 'coast' | 'mountain' | 'city' | 'ruins' | 'food' | 'drink' | 'spa' | 'stage' | 'beach' | 'family' | 'safety' | 'ship';

/** First match wins, so the specific words come before the broad ones. */
const themeWords: [SceneTheme, RegExp][] = [
  ['spa', /spa|wellness|massage|yoga|relax|thalasso|sauna/],
  // A bar as a word: Barcelona's port is not a cocktail bar.
  ['drink', /\bbars?\b|lounge|cocktail|wine|drink|\bpub|cafe|coffee|tasting/],
  ['food', /food|dining|restaurant|atrium|sakura|terrazza|speciality|chef|menu|galley|grill|lunch|cuisine|meal/],
  ['stage', /theatre|show|music|jazz|playlist|band|film|series|cinema|tv|entertainment|comedy|backstage|game|photo/],
  ['safety', /safety|muster|medical|health|lifeboat|emergency|tender|problem|help/],
  ['family', /family|kids|child|pirate/],
  ['beach', /beach|water|swim|snorkel|kayak|island|boat|catamaran/],
  ['coast', /coast|village|harbour|ports-of-call|riviera|shore/],
  ['mountain', /winter|active|hike|mountain|volcano|vesuvius|crater|bike|cycling|jeep|trek/],
  ['ruins', /culture|ruins|temple|acropolis|colosseum|museum|pompeii|history|heritage|preview/],
  ['city', /city|sightseeing|town|walk|tour|port|excursion|market|shopping|account|basket/],
  ['ship', /ship|captain|bridge|welcome|deck|onboard|programme|information|newsletter|cabin|agenda|conference|login/],
  ['sea', /sea|cruise|ocean|where|map|tracker|voyage|itinerary/],
];

const allThemes: SceneTheme[] = ['sea', 'coast', 'mountain', 'city', 'ruins', 'beach', 'ship'];

export function sceneTheme(reference: string): SceneTheme {
  const words = reference.toLowerCase();
  for (const [theme, pattern] of themeWords) if (pattern.test(words)) return theme;
  return allThemes[hash(words) % allThemes.length]!;
}

function hash(text: string): number {
  // FNV-1a: neighbouring ids ("excursion-101", "excursion-102") land far apart.
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return value;
}

/** mulberry32: a tiny seeded generator, so a reference always draws the same picture. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    between: (low: number, high: number) => low + next() * (high - low),
    int: (low: number, high: number) => Math.floor(low + next() * (high - low + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
type Random = ReturnType<typeof generator>;

const hsl = (h: number, s: number, l: number, a = 1) =>
  a === 1
    ? `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`
    : `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}% / ${a})`;
const r1 = (value: number) => Math.round(value * 10) / 10;

/** The time of day sets the sky and the light; each scene then varies its own hues around it. */
type Light = { skyTop: string; skyBottom: string; sun: string; glow: string; seaHue: number; dim: number };

function lightOf(random: Random): Light {
  const kind = random.pick(['day', 'day', 'golden', 'dusk', 'morning'] as const);
  const shift = random.between(-12, 12);
  switch (kind) {
    case 'golden':
      return {
        skyTop: hsl(28 + shift, 80, 62),
        skyBottom: hsl(45 + shift, 95, 80),
        sun: hsl(45, 100, 75),
        glow: hsl(35, 100, 70, 0.5),
        seaHue: 200,
        dim: 0.9,
      };
    case 'dusk':
      return {
        skyTop: hsl(255 + shift, 45, 30),
        skyBottom: hsl(12 + shift, 85, 68),
        sun: hsl(20, 100, 70),
        glow: hsl(15, 100, 65, 0.45),
        seaHue: 225,
        dim: 0.7,
      };
    case 'morning':
      return {
        skyTop: hsl(200 + shift, 60, 72),
        skyBottom: hsl(330 + shift, 60, 88),
        sun: hsl(48, 100, 85),
        glow: hsl(40, 100, 85, 0.5),
        seaHue: 195,
        dim: 1,
      };
    default:
      return {
        skyTop: hsl(205 + shift, 75, 52),
        skyBottom: hsl(195 + shift, 70, 82),
        sun: hsl(50, 100, 88),
        glow: hsl(50, 100, 90, 0.35),
        seaHue: 195 + shift,
        dim: 1,
      };
  }
}

function sky(light: Light, random: Random, id: string): string {
  const sunX = r1(random.between(50, 350));
  const sunY = r1(random.between(40, 110));
  const clouds = Array.from({ length: random.int(1, 4) }, () => {
    const x = random.between(-20, 380);
    const y = random.between(20, 110);
    const w = random.between(40, 90);
    return `<g fill="#fff" opacity="${r1(random.between(0.45, 0.8))}"><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(w / 2)}" ry="${r1(w / 7)}"/><ellipse cx="${r1(x + w / 5)}" cy="${r1(y - w / 10)}" rx="${r1(w / 4)}" ry="${r1(w / 6)}"/></g>`;
  }).join('');
  return `<defs><linearGradient id="${id}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.skyTop}"/><stop offset="1" stop-color="${light.skyBottom}"/></linearGradient><radialGradient id="${id}g"><stop offset="0" stop-color="${light.glow}"/><stop offset="1" stop-color="${light.glow}" stop-opacity="0"/></radialGradient></defs><rect width="400" height="300" fill="url(#${id}s)"/><circle cx="${sunX}" cy="${sunY}" r="70" fill="url(#${id}g)"/><circle cx="${sunX}" cy="${sunY}" r="${r1(random.between(14, 26))}" fill="${light.sun}"/>${clouds}`;
}

function sea(light: Light, random: Random, top: number): string {
  const hue = light.seaHue + random.between(-15, 15);
  const bands = Array.from({ length: 5 }, (_, index) => {
    const y = top + 12 + index * ((300 - top) / 5);
    const amplitude = random.between(2, 5);
    const length = random.between(30, 60);
    let d = `M0 ${r1(y)}`;
    for (let x = 0; x < 400; x += length) d += ` q${r1(length / 4)} ${r1(-amplitude)} ${r1(length / 2)} 0 t${r1(length / 2)} 0`;
    return `<path d="${d}" fill="none" stroke="#fff" stroke-opacity="${r1(random.between(0.15, 0.35))}" stroke-width="1.6"/>`;
  }).join('');
  return `<rect y="${top}" width="400" height="${300 - top}" fill="${hsl(hue, 65, 38 * light.dim)}"/><rect y="${top}" width="400" height="10" fill="${hsl(hue, 55, 55 * light.dim)}" opacity="0.6"/>${bands}`;
}

/** A ridge of hills or mountains as one filled polyline. */
function ridge(random: Random, base: number, height: number, peaks: number, colour: string, sharp: boolean): string {
  const step = 400 / peaks;
  let d = `M0 300 L0 ${r1(base - random.between(0, height / 2))}`;
  for (let i = 0; i < peaks; i += 1) {
    const peakX = i * step + random.between(step * 0.3, step * 0.7);
    const peakY = base - random.between(height * 0.5, height);
    const valleyY = base - random.between(0, height * 0.35);
    d += sharp
      ? ` L${r1(peakX)} ${r1(peakY)} L${r1((i + 1) * step)} ${r1(valleyY)}`
      : ` Q${r1(peakX)} ${r1(peakY)} ${r1((i + 1) * step)} ${r1(valleyY)}`;
  }
  return `<path d="${d} L400 300Z" fill="${colour}"/>`;
}

function houses(random: Random, base: number, count: number, hue: number): string {
  return Array.from({ length: count }, () => {
    const x = random.between(0, 390);
    const w = random.between(10, 22);
    const h = random.between(10, 26);
    const y = base - h + random.between(-8, 8);
    const wall = hsl(random.pick([hue, 40, 20, 200, 0]), random.between(25, 70), random.between(70, 92));
    const roof = hsl(random.between(5, 25), 60, random.between(38, 50));
    return `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="${wall}"/><path d="M${r1(x - 2)} ${r1(y)} L${r1(x + w / 2)} ${r1(y - w / 2.5)} L${r1(x + w + 2)} ${r1(y)}Z" fill="${roof}"/><rect x="${r1(x + w / 3)}" y="${r1(y + h / 3)}" width="3" height="4" fill="#2b2b3a" opacity="0.6"/>`;
  }).join('');
}

function cruiseShip(x: number, y: number, scale: number, hue: number): string {
  return `<g transform="translate(${r1(x)} ${r1(y)}) scale(${r1(scale * 10) / 10})"><path d="M0 0 L120 0 L108 18 L8 18Z" fill="${hsl(hue, 50, 22)}"/><rect x="14" y="-12" width="92" height="12" fill="#f4f6f8"/><rect x="26" y="-22" width="66" height="10" fill="#e9edf1"/><rect x="40" y="-30" width="36" height="8" fill="#dfe4ea"/><rect x="80" y="-38" width="10" height="16" fill="${hsl(hue + 180, 60, 45)}"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${18 + i * 10}" y="-8" width="6" height="3" fill="#5a7890"/>`).join('')}</g>`;
}

function sailboat(x: number, y: number, colour: string): string {
  return `<g transform="translate(${r1(x)} ${r1(y)})"><path d="M0 0 L30 0 L25 6 L5 6Z" fill="#3a3a48"/><path d="M15 -2 L15 -36 L30 -4Z" fill="#fff"/><path d="M13 -2 L13 -28 L2 -4Z" fill="${colour}"/></g>`;
}

function palm(x: number, base: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = base - height;
  const leaves = [-70, -35, 0, 35, 70, 180, 145, 215]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180;
      const ex = topX + Math.cos(rad) * 38;
      const ey = topY + Math.sin(rad) * 16 + 12;
      return `<path d="M${r1(topX)} ${r1(topY)} Q${r1((topX + ex) / 2)} ${r1(topY - 16)} ${r1(ex)} ${r1(ey)}" stroke="#1f6b3a" stroke-width="6" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${r1(x)} ${base} Q${r1(x + lean * 0.2)} ${r1(base - height / 2)} ${r1(topX)} ${r1(topY)}" stroke="#7a5230" stroke-width="7" fill="none"/>${leaves}`;
}

const scenes: Record<SceneTheme, (random: Random, light: Light, id: string) => string> = {
  sea: (random, light, id) => {
    const horizon = random.between(150, 190);
    const boats = Array.from({ length: random.int(1, 3) }, () =>
      sailboat(random.between(20, 340), random.between(horizon + 20, 260), hsl(random.between(0, 360), 70, 55)),
    ).join('');
    return sky(light, random, id) + sea(light, random, horizon) + boats;
  },
  ship: (random, light, id) => {
    const horizon = random.between(160, 195);
    const hue = random.between(190, 240);
    const far = ridge(random, horizon, 30, random.int(2, 4), hsl(hue, 20, 55, 0.7), false);
    return (
      sky(light, random, id) +
      far +
      sea(light, random, horizon) +
      cruiseShip(random.between(30, 180), horizon + random.between(25, 45), random.between(1.3, 1.8), hue)
    );
  },
  coast: (random, light, id) => {
    const horizon = random.between(170, 200);
    const hue = random.between(80, 140);
    return (
      sky(light, random, id) +
      sea(light, random, horizon) +
      ridge(random, 230, 90, random.int(2, 3), hsl(hue, 35, 40 * light.dim), false) +
      houses(random, 215, random.int(8, 16), random.between(20, 60)) +
      ridge(random, 290, 40, 3, hsl(hue + 10, 40, 28 * light.dim), false)
    );
  },
  mountain: (random, light, id) => {
    const hue = random.between(90, 150);
    const rock = random.between(200, 260);
    const peaks = random.int(2, 4);
    return (
      sky(light, random, id) +
      ridge(random, 190, 140, peaks, hsl(rock, 18, 55 * light.dim), true) +
      ridge(random, 230, 80, peaks + 1, hsl(rock, 20, 42 * light.dim), true) +
      ridge(random, 270, 50, 4, hsl(hue, 45, 35 * light.dim), false) +
      ridge(random, 300, 25, 5, hsl(hue, 50, 25 * light.dim), false)
    );
  },
  city: (random, light, id) => {
    const base = random.between(200, 230);
    const stone = random.between(25, 45);
    const buildings = Array.from({ length: random.int(12, 20) }, () => {
      const x = random.between(-10, 390);
      const w = random.between(16, 40);
      const h = random.between(30, 110);
      const colour = hsl(stone + random.between(-20, 20), random.between(20, 55), random.between(55, 82) * light.dim);
      const dome =
        random.next() < 0.2
          ? `<ellipse cx="${r1(x + w / 2)}" cy="${r1(base - h)}" rx="${r1(w / 2)}" ry="${r1(w / 2)}" fill="${hsl(random.between(160, 200), 30, 50)}"/>`
          : '';
      const tower =
        random.next() < 0.15 ? `<rect x="${r1(x + w / 2 - 3)}" y="${r1(base - h - 40)}" width="6" height="40" fill="${colour}"/>` : '';
      return `${tower}${dome}<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h + 80)}" fill="${colour}"/>`;
    }).join('');
    const windows = Array.from(
      { length: 40 },
      () =>
        `<rect x="${r1(random.between(0, 396))}" y="${r1(random.between(base - 90, base + 40))}" width="3" height="5" fill="#34384a" opacity="0.35"/>`,
    ).join('');
    return sky(light, random, id) + buildings + windows + sea(light, random, base + 40);
  },
  ruins: (random, light, id) => {
    const ground = random.between(220, 245);
    const stone = hsl(random.between(30, 45), random.between(30, 50), 80 * light.dim);
    const shade = hsl(random.between(30, 45), 30, 62 * light.dim);
    const count = random.int(4, 7);
    const left = random.between(30, 90);
    const gap = random.between(36, 48);
    const columns = Array.from({ length: count }, (_, i) => {
      const broken = random.next() < 0.3 ? random.between(20, 60) : 0;
      const x = left + i * gap;
      return `<rect x="${r1(x)}" y="${r1(ground - 120 + broken)}" width="16" height="${r1(120 - broken)}" fill="${stone}"/><rect x="${r1(x + 11)}" y="${r1(ground - 120 + broken)}" width="5" height="${r1(120 - broken)}" fill="${shade}"/><rect x="${r1(x - 3)}" y="${r1(ground - 124 + broken)}" width="22" height="6" fill="${stone}"/>`;
    }).join('');
    const roof = `<path d="M${r1(left - 12)} ${r1(ground - 124)} L${r1(left + ((count - 1) * gap) / 2 + 8)} ${r1(ground - 160)} L${r1(left + (count - 1) * gap + 28)} ${r1(ground - 124)}Z" fill="${stone}" opacity="${random.next() < 0.5 ? 1 : 0}"/>`;
    const grass = hsl(random.between(50, 90), 45, 42 * light.dim);
    return (
      sky(light, random, id) +
      ridge(random, ground, 40, 3, hsl(80, 25, 55 * light.dim), false) +
      roof +
      columns +
      `<rect y="${r1(ground)}" width="400" height="${r1(300 - ground)}" fill="${grass}"/>` +
      `<rect x="${r1(left - 16)}" y="${r1(ground - 6)}" width="${r1((count - 1) * gap + 48)}" height="10" fill="${shade}"/>`
    );
  },
  beach: (random, light, id) => {
    const horizon = random.between(140, 170);
    const shore = random.between(200, 230);
    const sand = hsl(random.between(35, 48), 70, 78);
    const umbrellas = Array.from({ length: random.int(1, 3) }, () => {
      const x = random.between(40, 360);
      const y = random.between(shore + 25, 285);
      const colour = hsl(random.between(0, 360), 75, 55);
      return `<line x1="${r1(x)}" y1="${r1(y)}" x2="${r1(x)}" y2="${r1(y - 40)}" stroke="#555" stroke-width="2"/><path d="M${r1(x - 26)} ${r1(y - 36)} Q${r1(x)} ${r1(y - 62)} ${r1(x + 26)} ${r1(y - 36)}Z" fill="${colour}"/>`;
    }).join('');
    return (
      sky(light, random, id) +
      sea(light, random, horizon) +
      `<path d="M0 ${r1(shore)} Q200 ${r1(shore - 25)} 400 ${r1(shore + 10)} L400 300 L0 300Z" fill="${sand}"/><path d="M0 ${r1(shore)} Q200 ${r1(shore - 25)} 400 ${r1(shore + 10)}" stroke="#fff" stroke-opacity="0.7" stroke-width="4" fill="none"/>` +
      palm(random.between(10, 90), 300, random.between(130, 170), random.between(10, 40)) +
      umbrellas
    );
  },
  family: (random, light, id) => {
    const ground = random.between(210, 240);
    const balloons = Array.from({ length: random.int(4, 7) }, () => {
      const x = random.between(40, 360);
      const y = random.between(50, 150);
      const colour = hsl(random.between(0, 360), 80, 60);
      return `<path d="M${r1(x)} ${r1(y + 18)} Q${r1(x + random.between(-12, 12))} ${r1(y + 50)} ${r1(x)} ${r1(ground)}" stroke="#fff" stroke-width="1" fill="none" opacity="0.8"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="13" ry="17" fill="${colour}"/><ellipse cx="${r1(x - 4)}" cy="${r1(y - 6)}" rx="3" ry="5" fill="#fff" opacity="0.5"/>`;
    }).join('');
    const kiteX = random.between(250, 350);
    const kite = `<path d="M${r1(kiteX)} 40 l18 22 l-18 30 l-18 -30Z" fill="${hsl(random.between(0, 360), 85, 55)}"/><path d="M${r1(kiteX)} 92 q-20 40 10 70 q-30 30 -20 60" stroke="#444" fill="none"/>`;
    return (
      sky(light, random, id) +
      ridge(random, ground, 50, 3, hsl(110, 45, 45 * light.dim), false) +
      `<rect y="${r1(ground)}" width="400" height="${r1(300 - ground)}" fill="${hsl(100, 50, 40 * light.dim)}"/>` +
      kite +
      balloons
    );
  },
  food: (random) => {
    const table = hsl(random.between(15, 40), random.between(30, 60), random.between(28, 45));
    const cloth = random.next() < 0.5;
    const plateCount = random.int(1, 3);
    const plates = Array.from({ length: plateCount }, (_, i) => {
      const x = (400 / (plateCount + 1)) * (i + 1) + random.between(-20, 20);
      const y = random.between(140, 190);
      const r = random.between(48, 70);
      const dish = Array.from({ length: random.int(3, 7) }, () => {
        const angle = random.between(0, Math.PI * 2);
        const distance = random.between(0, r * 0.45);
        return `<circle cx="${r1(x + Math.cos(angle) * distance)}" cy="${r1(y + Math.sin(angle) * distance * 0.8)}" r="${r1(random.between(7, 16))}" fill="${hsl(random.pick([0, 10, 25, 40, 90, 120, 35]), random.between(50, 85), random.between(35, 60))}"/>`;
      }).join('');
      const herbs = Array.from(
        { length: 6 },
        () =>
          `<ellipse cx="${r1(x + random.between(-r * 0.4, r * 0.4))}" cy="${r1(y + random.between(-r * 0.3, r * 0.3))}" rx="4" ry="2" fill="${hsl(110, 60, 35)}" transform="rotate(${r1(random.between(0, 180))} ${r1(x)} ${r1(y)})"/>`,
      ).join('');
      return `<ellipse cx="${r1(x + 4)}" cy="${r1(y + 6)}" rx="${r1(r)}" ry="${r1(r * 0.82)}" fill="#000" opacity="0.25"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r)}" ry="${r1(r * 0.82)}" fill="#f7f5f0"/><ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(r * 0.7)}" ry="${r1(r * 0.56)}" fill="#ece8df"/>${dish}${herbs}`;
    }).join('');
    const glassX = random.between(300, 370);
    const wine = hsl(random.pick([350, 45, 0]), 70, random.between(30, 55));
    const glass = `<path d="M${r1(glassX - 14)} 40 Q${r1(glassX)} 95 ${r1(glassX + 14)} 40Z" fill="#fff" opacity="0.35"/><path d="M${r1(glassX - 11)} 58 Q${r1(glassX)} 92 ${r1(glassX + 11)} 58Z" fill="${wine}"/><line x1="${r1(glassX)}" y1="80" x2="${r1(glassX)}" y2="118" stroke="#fff" stroke-opacity="0.5" stroke-width="2"/>`;
    const check = cloth
      ? Array.from(
          { length: 10 },
          (_, i) =>
            `<rect x="${i * 40}" y="0" width="20" height="300" fill="#fff" opacity="0.08"/><rect x="0" y="${i * 40}" width="400" height="20" fill="#fff" opacity="0.08"/>`,
        ).join('')
      : Array.from(
          { length: 8 },
          (_, i) =>
            `<line x1="0" y1="${i * 38 + random.between(0, 10)}" x2="400" y2="${i * 38 + random.between(0, 10)}" stroke="#000" stroke-opacity="0.12"/>`,
        ).join('');
    const cutlery = `<rect x="${r1(random.between(10, 40))}" y="120" width="6" height="110" rx="3" fill="#d9dde2"/><rect x="${r1(random.between(360, 385))}" y="150" width="6" height="110" rx="3" fill="#d9dde2"/>`;
    return `<rect width="400" height="300" fill="${table}"/>${check}${cutlery}${plates}${glass}`;
  },
  drink: (random, light, id) => {
    const hue = random.between(0, 360);
    const wall = `<defs><linearGradient id="${id}w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 40, 14)}"/><stop offset="1" stop-color="${hsl(hue + 30, 45, 28)}"/></linearGradient></defs><rect width="400" height="300" fill="url(#${id}w)"/>`;
    const lights = Array.from(
      { length: random.int(8, 16) },
      () =>
        `<circle cx="${r1(random.between(0, 400))}" cy="${r1(random.between(10, 140))}" r="${r1(random.between(6, 22))}" fill="${hsl(random.between(20, 55), 100, 70)}" opacity="${r1(random.between(0.15, 0.45))}"/>`,
    ).join('');
    const bottles = Array.from({ length: random.int(5, 9) }, (_, i) => {
      const x = 20 + i * 42 + random.between(-5, 5);
      const h = random.between(50, 80);
      return `<rect x="${r1(x)}" y="${r1(150 - h)}" width="18" height="${r1(h)}" rx="4" fill="${hsl(random.pick([120, 30, 200, 0, 45]), 60, random.between(25, 45))}" opacity="0.9"/><rect x="${r1(x + 6)}" y="${r1(150 - h - 18)}" width="6" height="20" fill="${hsl(30, 30, 25)}"/>`;
    }).join('');
    const counter = `<rect y="200" width="400" height="100" fill="${hsl(25, 45, 22)}"/><rect y="196" width="400" height="8" fill="${hsl(30, 50, 40)}"/>`;
    const glasses = Array.from({ length: random.int(2, 3) }, (_, i) => {
      const x = 90 + i * 110 + random.between(-20, 20);
      const drink = hsl(random.pick([15, 45, 190, 330, 90]), 85, 55);
      return `<path d="M${r1(x - 22)} 130 L${r1(x + 22)} 130 L${r1(x)} 165Z" fill="#fff" opacity="0.3"/><path d="M${r1(x - 17)} 136 L${r1(x + 17)} 136 L${r1(x)} 160Z" fill="${drink}"/><line x1="${r1(x)}" y1="165" x2="${r1(x)}" y2="196" stroke="#fff" stroke-opacity="0.6" stroke-width="2"/><circle cx="${r1(x + 14)}" cy="131" r="5" fill="${hsl(55, 90, 55)}"/>`;
    }).join('');
    return wall + lights + `<rect y="150" width="400" height="4" fill="${hsl(30, 40, 45)}"/>` + bottles + counter + glasses;
  },
  spa: (random, light, id) => {
    const hue = random.pick([150, 170, 35, 190, 280]) + random.between(-10, 10);
    const backdrop = `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 35, 86)}"/><stop offset="1" stop-color="${hsl(hue + 20, 40, 68)}"/></linearGradient></defs><rect width="400" height="300" fill="url(#${id}b)"/>`;
    const water = `<rect y="205" width="400" height="95" fill="${hsl(185, 45, 60)}"/>${Array.from({ length: 4 }, (_, i) => `<ellipse cx="${r1(random.between(60, 340))}" cy="${240 + i * 12}" rx="${r1(random.between(40, 90))}" ry="5" fill="none" stroke="#fff" stroke-opacity="0.5"/>`).join('')}`;
    const stackX = random.between(130, 270);
    let y = 215;
    const stones = Array.from({ length: random.int(3, 5) }, (_, i) => {
      const rx = 46 - i * 8 + random.between(-4, 4);
      const ry = 12 - i + random.between(-1, 2);
      y -= ry * 1.7;
      return `<ellipse cx="${r1(stackX + random.between(-5, 5))}" cy="${r1(y)}" rx="${r1(rx)}" ry="${r1(ry)}" fill="${hsl(random.between(20, 40), 8, random.between(22, 40))}"/>`;
    }).join('');
    const leaves = Array.from({ length: random.int(3, 6) }, () => {
      const x = random.pick([random.between(0, 90), random.between(310, 400)]);
      const angle = random.between(-60, 60);
      return `<ellipse cx="${r1(x)}" cy="${r1(random.between(30, 170))}" rx="44" ry="12" fill="${hsl(random.between(95, 140), 45, random.between(30, 45))}" transform="rotate(${r1(angle)} ${r1(x)} 100)"/>`;
    }).join('');
    const flower = `<g transform="translate(${r1(stackX + random.between(-10, 10))} ${r1(y - 16)})">${[0, 72, 144, 216, 288].map((a) => `<ellipse rx="8" ry="4" cx="7" fill="${hsl(random.between(320, 360), 70, 80)}" transform="rotate(${a})"/>`).join('')}<circle r="3" fill="${hsl(50, 90, 60)}"/></g>`;
    const candleX = random.between(30, 80);
    const candle =
      random.next() < 0.6
        ? `<rect x="${r1(candleX)}" y="170" width="22" height="36" fill="#faf6ee"/><ellipse cx="${r1(candleX + 11)}" cy="160" rx="4" ry="9" fill="${hsl(40, 100, 60)}"/><circle cx="${r1(candleX + 11)}" cy="160" r="18" fill="${hsl(45, 100, 70)}" opacity="0.3"/>`
        : '';
    return backdrop + leaves + water + candle + stones + flower;
  },
  stage: (random) => {
    const curtain = hsl(random.pick([350, 0, 270, 220, 150]) + random.between(-8, 8), 70, random.between(28, 38));
    const back = `<rect width="400" height="300" fill="${hsl(240, 30, 8)}"/>`;
    const beams = Array.from({ length: random.int(2, 4) }, () => {
      const x = random.between(60, 340);
      const colour = hsl(random.between(0, 360), 90, 70);
      return `<path d="M${r1(x)} 0 L${r1(x - 70 + random.between(-30, 30))} 240 L${r1(x + 70 + random.between(-30, 30))} 240Z" fill="${colour}" opacity="0.22"/>`;
    }).join('');
    const folds = (from: number, to: number) =>
      Array.from({ length: 6 }, (_, i) => {
        const x = from + ((to - from) / 6) * i;
        return `<rect x="${r1(x)}" y="0" width="${r1((to - from) / 6)}" height="300" fill="${curtain}"/><rect x="${r1(x + (to - from) / 12)}" y="0" width="3" height="300" fill="#000" opacity="0.25"/>`;
      }).join('');
    const open = random.between(70, 120);
    const stageFloor = `<path d="M0 240 L400 240 L400 300 L0 300Z" fill="${hsl(30, 40, 22)}"/><rect y="238" width="400" height="5" fill="${hsl(40, 60, 45)}"/>`;
    const performer =
      random.next() < 0.6
        ? `<g fill="#111"><circle cx="${r1(random.between(170, 230))}" cy="176" r="10"/><path d="M${r1(185)} 186 l30 0 l8 54 l-46 0Z"/></g>`
        : Array.from(
            { length: 3 },
            (_, i) =>
              `<g fill="#111"><circle cx="${150 + i * 50}" cy="186" r="8"/><rect x="${142 + i * 50}" y="194" width="16" height="46"/></g>`,
          ).join('');
    const stars = Array.from(
      { length: 14 },
      () =>
        `<circle cx="${r1(random.between(110, 290))}" cy="${r1(random.between(10, 90))}" r="${r1(random.between(0.8, 2.2))}" fill="#fff" opacity="0.8"/>`,
    ).join('');
    const valance = `<path d="M0 0 L400 0 L400 30 ${Array.from({ length: 8 }, (_, i) => `Q${375 - i * 50} 55 ${350 - i * 50} 30`).join(' ')}Z" fill="${curtain}"/>`;
    return back + stars + beams + performer + stageFloor + folds(0, open) + folds(400 - open, 400) + valance;
  },
  safety: (random, light, id) => {
    const horizon = random.between(120, 160);
    const deck = hsl(random.between(25, 35), 45, random.between(45, 58));
    const planks = Array.from(
      { length: 8 },
      (_, i) => `<line x1="0" y1="${r1(220 + i * 11)}" x2="400" y2="${r1(220 + i * 11)}" stroke="#000" stroke-opacity="0.15"/>`,
    ).join('');
    const rail = `<rect y="${r1(horizon + 40)}" width="400" height="5" fill="#f0f2f4"/>${Array.from({ length: 11 }, (_, i) => `<rect x="${i * 40}" y="${r1(horizon + 40)}" width="4" height="${r1(220 - horizon - 40)}" fill="#f0f2f4"/>`).join('')}<rect y="${r1(horizon + 75)}" width="400" height="3" fill="#f0f2f4"/>`;
    const buoyX = random.between(120, 280);
    const buoyY = random.between(horizon + 55, 190);
    const orange = hsl(random.between(8, 22), 95, 52);
    const buoy = `<circle cx="${r1(buoyX)}" cy="${r1(buoyY)}" r="42" fill="none" stroke="${orange}" stroke-width="20"/>${[45, 135, 225, 315].map((a) => `<path d="M${r1(buoyX + Math.cos((a * Math.PI) / 180) * 42)} ${r1(buoyY + Math.sin((a * Math.PI) / 180) * 42)}" stroke="#fff" stroke-width="20" stroke-dasharray="0.1 100" stroke-linecap="butt"/>`).join('')}${[45, 135, 225, 315].map((a) => `<circle cx="${r1(buoyX + Math.cos((a * Math.PI) / 180) * 42)}" cy="${r1(buoyY + Math.sin((a * Math.PI) / 180) * 42)}" r="9" fill="#fff"/>`).join('')}`;
    return (
      sky(light, random, id) + sea(light, random, horizon) + `<rect y="220" width="400" height="80" fill="${deck}"/>` + planks + rail + buoy
    );
  },
};

export function imageSvg(reference: string, width = 400): string {
  const seed = hash(reference);
  const random = generator(seed);
  const theme = sceneTheme(reference);
  const light = lightOf(random);
  // Ids inside one SVG document are local, but a short prefix keeps inlined copies apart too.
  const id = `i${seed.toString(36)}`;
  const height = Math.round((width * 3) / 4);
  const vignette = `<defs><radialGradient id="${id}v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></radialGradient></defs><rect width="400" height="300" fill="url(#${id}v)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300" preserveAspectRatio="xMidYMid slice">${scenes[theme](random, light, id)}${vignette}</svg>`;
}
