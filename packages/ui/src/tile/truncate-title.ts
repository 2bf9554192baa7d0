export const TILE_TITLE_MAX = 30;

/** Tile titles are cut at 30 characters (platform.md §9); the full title stays in the accessible name. */
export function truncateTitle(title: string, max = TILE_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}
