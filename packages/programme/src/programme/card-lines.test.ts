// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { wideCardMetaRule } from './card-lines';

describe('a sign card’s "time · venue" line', () => {
  it('wraps onto a second line on a landscape sign instead of ending in "…" on the first', () => {
    expect(wideCardMetaRule).not.toHaveProperty('whiteSpace', 'nowrap');
    expect(wideCardMetaRule).not.toHaveProperty('textOverflow', 'ellipsis');
    expect(wideCardMetaRule).toMatchObject({ display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 2 });
  });

  it('takes up to four lines on a portrait sign, whose rows are narrow and tall', () => {
    expect(wideCardMetaRule).toMatchObject({ '@media': { 'screen and (orientation: portrait)': { WebkitLineClamp: 4 } } });
  });
});
