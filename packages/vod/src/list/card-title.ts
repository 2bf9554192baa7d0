/** A VOD card's title: two lines under the picture, in the device's type (VodCard). */
export const CARD_TITLE_LINE_HEIGHT = 1.25;
export const CARD_TITLE_GAP = 6;

/** The title's height in px for the grid's type size: 46 px at a phone's 16 px. */
export const cardTitleHeight = (fontSize: number) => CARD_TITLE_GAP + 2 * CARD_TITLE_LINE_HEIGHT * fontSize;
