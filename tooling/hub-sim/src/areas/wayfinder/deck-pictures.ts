import { cabinCategories, deckLayout, deckLayouts, type DeckLayout, type MarkerPlace } from './fixtures/ship-layout';

/**
 * The hub draws its markers into the pictures (the client shows them as they come): side view
 * and deck plans as SVG, sent base64 as the spec's map format says. Colours match the client's
 * legend: red pin for the destination, blue dot for "You are here".
 */

export const DESTINATION_COLOUR = '#c62828';
export const YOU_ARE_HERE_COLOUR = '#1565c0';

export type Markers = { destination?: MarkerPlace | undefined; device?: MarkerPlace | undefined };

const PLAN = { width: 1200, height: 360, left: 30, right: 1110, bow: 1180, top: 40, bottom: 320 };
const SIDE = { width: 1200, height: 600, deckHeight: 32, waterline: 520 };

const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
const r1 = (value: number) => Math.round(value * 10) / 10;

function base64(svg: string): string {
  // btoa works on Latin-1 only: encode UTF-8 first, in Node and in the browser alike.
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const planX = (x: number) => PLAN.left + x * (PLAN.right - PLAN.left);
const planY = (y: number) => PLAN.top + 20 + y * (PLAN.bottom - PLAN.top - 40);

function pin(cx: number, cy: number, size: number): string {
  const head = size * 0.55;
  return (
    `<g aria-label="Destination"><path d="M${r1(cx)} ${r1(cy)} l${r1(-head * 0.8)} ${r1(-size)} a${r1(head)} ${r1(head)} 0 1 1 ${r1(head * 1.6)} 0 z" ` +
    `fill="${DESTINATION_COLOUR}" stroke="#fff" stroke-width="4"/><circle cx="${r1(cx)}" cy="${r1(cy - size - head * 0.2)}" r="${r1(head * 0.4)}" fill="#fff"/></g>`
  );
}

function hereDot(cx: number, cy: number, radius: number): string {
  return (
    `<g aria-label="You are here"><circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius * 1.6)}" fill="${YOU_ARE_HERE_COLOUR}" opacity="0.25"/>` +
    `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${YOU_ARE_HERE_COLOUR}" stroke="#fff" stroke-width="5"/></g>`
  );
}

function hull(): string {
  const { left, right, bow, top, bottom } = PLAN;
  const middle = (top + bottom) / 2;
  return `<path d="M${left} ${top + 20} Q${left} ${top} ${left + 30} ${top} L${right} ${top} Q${bow - 20} ${top + 30} ${bow} ${middle} Q${bow - 20} ${bottom - 30} ${right} ${bottom} L${left + 30} ${bottom} Q${left} ${bottom} ${left} ${bottom - 20} Z" fill="#f7f4ec" stroke="#33404d" stroke-width="5"/>`;
}

function roomShape(name: string, from: number, to: number): string {
  const x = planX(from);
  const width = planX(to) - x;
  const fontSize = Math.min(24, Math.max(14, (width / Math.max(name.length, 1)) * 1.7));
  return (
    `<rect x="${r1(x)}" y="${PLAN.top + 16}" width="${r1(width)}" height="${PLAN.bottom - PLAN.top - 32}" rx="8" fill="#dfe7ef" stroke="#5b6b7b" stroke-width="2"/>` +
    `<text x="${r1(x + width / 2)}" y="${PLAN.top + 60}" font-size="${r1(fontSize)}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" fill="#1d2733">${esc(name)}</text>`
  );
}

function cabinBlock(range: DeckLayout['cabins'][number]): string {
  const colour = cabinCategories[range.category].colour;
  const pairs = Math.ceil((range.last - range.first + 1) / 2);
  const x0 = planX(range.from);
  const cell = (planX(range.to) - x0) / pairs;
  const rows = [
    { y: PLAN.top + 16, height: 96 },
    { y: PLAN.bottom - 112, height: 96 },
  ];
  let cells = '';
  for (const row of rows)
    cells += `<rect x="${r1(x0)}" y="${row.y}" width="${r1(cell * pairs)}" height="${row.height}" fill="${colour}" stroke="#33404d" stroke-width="2"/>`;
  for (let index = 1; index < pairs; index += 1) {
    const x = r1(x0 + index * cell);
    cells += `<path d="M${x} ${rows[0]!.y} v${rows[0]!.height} M${x} ${rows[1]!.y} v${rows[1]!.height}" stroke="#33404d" stroke-width="1" opacity="0.6"/>`;
  }
  const label = `${range.first}-${range.last}`;
  cells += `<text x="${r1(x0 + (cell * pairs) / 2)}" y="${(PLAN.top + PLAN.bottom) / 2 + 9}" font-size="26" text-anchor="middle" font-family="Arial, sans-serif" font-weight="700" fill="#1d2733">${label}</text>`;
  return cells;
}

/** One deck seen from above: hull, public rooms, cabin blocks, and the markers on this deck. */
export function deckPlanSvg(level: number, markers: Markers = {}): string {
  const layout = deckLayout(level);
  const parts = [hull()];
  for (const range of layout?.cabins ?? []) parts.push(cabinBlock(range));
  for (const room of layout?.rooms ?? []) parts.push(roomShape(room.name, room.from, room.to));
  parts.push(
    `<text x="${PLAN.width - 14}" y="${PLAN.height - 8}" font-size="22" text-anchor="end" font-family="Arial, sans-serif" fill="#33404d">BOW &#8594;</text>`,
  );
  if (markers.device?.level === level) parts.push(hereDot(planX(markers.device.x), planY(markers.device.y), 18));
  if (markers.destination?.level === level) parts.push(pin(planX(markers.destination.x), planY(markers.destination.y) + 10, 56));
  return svgDocument(PLAN.width, PLAN.height, `Deck ${level}${layout ? ` ${layout.name}` : ''}`, parts.join(''));
}

const sideTop = (level: number) => SIDE.waterline - level * SIDE.deckHeight;
/** Upper decks are shorter: the superstructure steps back from bow and stern. */
function sideSpan(level: number): { from: number; to: number } {
  const inset = level <= 9 ? 0 : (level - 9) * 28;
  return { from: 110 + inset * 1.4, to: 1090 - inset };
}
const sideX = (level: number, x: number) => {
  const span = sideSpan(level);
  return span.from + x * (span.to - span.from);
};

/** The ship from the side, decks 1 to 14 labelled, the destination's and this device's decks marked. */
export function sideViewSvg(markers: Markers = {}): string {
  const parts: string[] = [];
  parts.push(`<rect width="${SIDE.width}" height="${SIDE.height}" fill="#eaf3fb"/>`);
  parts.push(`<rect y="${SIDE.waterline}" width="${SIDE.width}" height="${SIDE.height - SIDE.waterline}" fill="#2f6d9e"/>`);
  parts.push(
    `<path d="M96 ${sideTop(9)} L1110 ${sideTop(9)} L1170 ${sideTop(9) - 10} L1110 ${SIDE.waterline + 40} L150 ${SIDE.waterline + 40} L96 ${SIDE.waterline} Z" fill="#ffffff" stroke="#33404d" stroke-width="4"/>`,
  );
  parts.push(`<rect x="380" y="${sideTop(14) - 70}" width="90" height="74" rx="10" fill="#0b4f8a" stroke="#33404d" stroke-width="4"/>`);
  for (const deck of deckLayouts) {
    const span = sideSpan(deck.level);
    const y = sideTop(deck.level);
    const marked =
      markers.destination?.level === deck.level ? DESTINATION_COLOUR : markers.device?.level === deck.level ? YOU_ARE_HERE_COLOUR : null;
    parts.push(
      `<rect x="${r1(span.from)}" y="${y}" width="${r1(span.to - span.from)}" height="${SIDE.deckHeight}" fill="${marked ? marked : deck.level % 2 ? '#f4f5f7' : '#e3e8ee'}" fill-opacity="${marked ? 0.35 : 1}" stroke="#33404d" stroke-width="2"/>`,
    );
    parts.push(
      `<text x="${r1(Math.min(span.from, 96) - 14)}" y="${y + 25}" font-size="26" text-anchor="end" font-family="Arial, sans-serif" font-weight="700" fill="#1d2733">${deck.level}</text>`,
    );
  }
  if (markers.device) parts.push(hereDot(sideX(markers.device.level, markers.device.x), sideTop(markers.device.level) + 16, 13));
  if (markers.destination)
    parts.push(pin(sideX(markers.destination.level, markers.destination.x), sideTop(markers.destination.level) + 20, 46));
  return svgDocument(SIDE.width, SIDE.height, 'Side view of the ship', parts.join(''));
}

function svgDocument(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><title>${esc(title)}</title>${body}</svg>`;
}

export const asBase64 = base64;

/** The top view answer: every deck, the destination's deck and this device's deck flagged. */
export function decksAnswer(markers: Markers) {
  return [...deckLayouts]
    .sort((a, b) => b.level - a.level)
    .map((deck) => ({
      level: deck.level,
      name: deck.name,
      isDevicePresent: markers.device?.level === deck.level,
      hasWayFinding: markers.destination?.level === deck.level,
      map: base64(deckPlanSvg(deck.level, markers)),
    }));
}
