/** media §9: itinerary tiles are coloured with an opacity from 0.2 to 0.9 by index modulo 8. */
export function tileOpacity(index: number): number {
  return Math.round((0.2 + (index % 8) * 0.1) * 10) / 10;
}
