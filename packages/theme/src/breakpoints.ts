/** platform.md §9. Media queries are written min-width first (small screens are the default). */
export const breakpoints = { small: 400, medium: 768, large: 1024, wide: 1920 } as const;

export const mediaQuery = {
  medium: `screen and (min-width: ${breakpoints.medium}px)`,
  large: `screen and (min-width: ${breakpoints.large}px)`,
  wide: `screen and (min-width: ${breakpoints.wide}px)`,
  /** Phones, below the smallest tablet: the one place a rule is written max-width first. */
  phone: 'screen and (max-width: 599.98px)',
  /** The narrowest phones (320 px, an iPhone SE's first size): where a row of controls needs its spacing trimmed. */
  narrowPhone: 'screen and (max-width: 359.98px)',
} as const;

/** Tile columns: 2 small, 3 medium, 4 large; signage keeps 3 on large screens. */
export const tileColumns = { small: 2, medium: 3, large: 4, largeSignage: 3 } as const;
