import { assignVars, createTheme, createThemeContract, fallbackVar, style } from '@vanilla-extract/css';
import { mediaQuery } from './breakpoints';

/** The three apps; each is read from its own distance, so each sets its own sizes. */
export type DeviceKind = 'guest' | 'kiosk' | 'signage';

const deviceVars = createThemeContract({
  text: { body: null, heading: null, tileLabel: null, headerTitle: null, small: null },
  space: { gap: null, page: null, target: null },
});

/** A phone at arm's length. These are also the sizes outside any device class (Storybook, tests). */
const guest = {
  text: { body: '1rem', heading: '1.5rem', tileLabel: '1.05rem', headerTitle: '1.35rem', small: '0.8rem' },
  space: { gap: '16px', page: '16px', target: '44px' },
};

/**
 * The guest app on a screen of the spec's widest breakpoint (1920 px): a cabin or seat-back TV
 * read from the bed or the seat, or a large monitor. Sized between the kiosk and a sign.
 */
const guestOnTv = {
  text: { body: '1.5rem', heading: '2.25rem', tileLabel: '1.75rem', headerTitle: '2rem', small: '1.25rem' },
  // Chosen with a remote or a mouse, not a finger at a distance.
  space: { gap: '24px', page: '32px', target: '44px' },
};

/** A portrait kiosk read standing at half a metre to a metre: big touch targets, big type. */
const kiosk = {
  text: { body: '1.375rem', heading: '2.25rem', tileLabel: '2rem', headerTitle: '1.75rem', small: '1.25rem' },
  // A touch target for a finger at arm's length on screens from 22 to 55 inches: 44 px is 11 mm on the smallest.
  space: { gap: '24px', page: '24px', target: '56px' },
};

/** A 1080p screen read from several metres: nothing under 24 px, labels much larger. */
const signage = {
  text: { body: '1.75rem', heading: '2.75rem', tileLabel: '3rem', headerTitle: '2.25rem', small: '1.5rem' },
  space: { gap: '32px', page: '32px', target: '44px' },
};

/** The class the page frame puts on its root for the running app. */
export const deviceKindClassNames: Record<DeviceKind, string> = {
  guest: style({ vars: assignVars(deviceVars, guest), '@media': { [mediaQuery.wide]: { vars: assignVars(deviceVars, guestOnTv) } } }),
  kiosk: createTheme(deviceVars, kiosk),
  signage: createTheme(deviceVars, signage),
};

/** Device-kind sizes for style() values; the guest size holds wherever no device class is set. */
export const deviceSize = {
  body: fallbackVar(deviceVars.text.body, guest.text.body),
  heading: fallbackVar(deviceVars.text.heading, guest.text.heading),
  tileLabel: fallbackVar(deviceVars.text.tileLabel, guest.text.tileLabel),
  headerTitle: fallbackVar(deviceVars.text.headerTitle, guest.text.headerTitle),
  small: fallbackVar(deviceVars.text.small, guest.text.small),
  gap: fallbackVar(deviceVars.space.gap, guest.space.gap),
  page: fallbackVar(deviceVars.space.page, guest.space.page),
  /** The least height (and width) of anything a guest taps or clicks. */
  target: fallbackVar(deviceVars.space.target, guest.space.target),
};
