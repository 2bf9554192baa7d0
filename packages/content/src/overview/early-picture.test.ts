// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { earlyPicture, firstTile } from './early-picture';

const address = { hubApiUrl: 'https://hub.ship.example/api/', search: '', deviceConfig: undefined };
const tile = (imageId: string) => `https://hub.ship.example/api/blobs/image?id=${imageId}&width=400`;

describe("the overview's first tile", () => {
  it('is its first category, else its first article, and no article on a list page', () => {
    expect(firstTile({ categories: ['dining'], articles: ['welcome'], list: false })).toBe('dining');
    expect(firstTile({ categories: [], articles: ['welcome'], list: false })).toBe('welcome');
    expect(firstTile({ categories: [], articles: ['welcome'], list: true })).toBeUndefined();
  });
});

describe("the root overview's early picture", () => {
  it("is the first category's picture, else the first article's", () => {
    expect(earlyPicture([[{ imageId: 'dining' }], [{ imageId: 'welcome' }]], address)).toBe(tile('dining'));
    expect(earlyPicture([[], [{ imageId: 'welcome' }]], address)).toBe(tile('welcome'));
    expect(earlyPicture([[], [{ imageId: 7 }]], address)).toBe(tile('7'));
  });

  it("is none when the first tile has no picture of its own (the hub's default shows) or the answers are malformed", () => {
    expect(earlyPicture([[{ imageId: null }], [{ imageId: 'welcome' }]], address)).toBeUndefined();
    expect(earlyPicture([[{ imageId: '' }], []], address)).toBeUndefined();
    expect(earlyPicture([undefined, undefined], address)).toBeUndefined();
    expect(earlyPicture([{ imageId: 'x' }, 'oops'], address)).toBeUndefined();
  });
});
