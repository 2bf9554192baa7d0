import type { SignageSlotColour } from '@companion/hub-client';

/** A shape per state, so a colour-blind guest reads the slot without its colour. */
export const slotSymbol: Record<SignageSlotColour, string> = { Green: '●', Yellow: '◐', Red: '✕' };
