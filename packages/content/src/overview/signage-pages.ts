/**
 * Signage at 1920×1080 shows its tiles in pages, never in a column to scroll: a screen across a
 * room has no scroll bar anyone can reach, and three columns (platform.md §9) of two rows is what
 * fits the height with labels large enough to read from a few metres.
 */
export const SIGNAGE_TILES_PER_PAGE = 6;
