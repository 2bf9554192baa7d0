/**
 * The layer map of DESIGN.md §1, lowest first. A package may import only packages of a lower
 * rank; packages of the same rank never import each other (so no feature imports another,
 * and theme and hub-client stay independent).
 */
export const layerRanks = {
  theme: 0,
  'hub-client': 0,
  ui: 1,
  shell: 2,
  session: 3,
  account: 4,
  content: 4,
  excursions: 4,
  basket: 4,
  reservations: 4,
  photomatch: 4,
  vod: 4,
  programme: 4,
  wayfinder: 4,
  muster: 4,
  feedback: 4,
};

export const APP_RANK = 5;
export const TOOLING_RANK = 6;
export const SCOPE = '@companion/';

/** Declared second entries (package.json `exports`) that may be imported by bare name. */
export const allowedSubpaths = new Set(['@companion/hub-sim/server']);
