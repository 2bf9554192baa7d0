import type { StyleRule } from '@vanilla-extract/css';

/**
 * A channel's name under its logo: two lines before it is cut ("Weather & Bridge Cam" is wider
 * than a phone's tile), a single long word broken rather than lost. Cut only on screen: the text
 * stays whole, so the link's accessible name is the whole name.
 */
export const channelNameRule = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  marginTop: 6,
  fontWeight: 600,
} satisfies StyleRule;
