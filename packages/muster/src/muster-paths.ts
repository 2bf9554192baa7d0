/** The muster's own addresses; /muster/home is the return target of the other three (§2.7). */
export const musterPaths = {
  home: '/muster/home',
  video: '/muster/video',
  status: '/muster/status',
  schedule: '/muster/schedule',
} as const;
