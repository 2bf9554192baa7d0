import { style } from '@vanilla-extract/css';
import { deviceSize, mediaQuery, themeVars } from '@companion/theme';

/** Keypad beside the answer where there is room (kiosk portrait, desktop); stacked on a phone. */
export const finder = style({
  display: 'grid',
  gap: deviceSize.gap,
  alignItems: 'start',
  '@media': { [mediaQuery.large]: { gridTemplateColumns: 'minmax(280px, 400px) minmax(0, 1fr)' } },
});

export const heading = style({ margin: 0, fontSize: deviceSize.heading });

export const hint = style({ margin: 0, fontSize: deviceSize.small });

export const keypadColumn = style({ display: 'grid', gap: 12, alignContent: 'start', minWidth: 0 });

export const result = style({ minWidth: 0 });

export const prompt = style({ margin: 0, fontSize: deviceSize.body, color: themeVars.color.mutedText, lineHeight: 1.4 });

/** "The cabin could not be found…": the answer itself, so in the body's colour, not the prompt's muted one. */
export const notFound = style({ margin: 0, fontSize: deviceSize.body, color: themeVars.color.text, lineHeight: 1.4, fontWeight: 600 });
