// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { firstScreenPriority, pictureLoading } from './picture-loading';

describe('how soon a picture is fetched', () => {
  it('gives the first picture of a first screen the link first, the next three at once, the rest when near', () => {
    expect([0, 1, 2, 3, 4, 20].map(firstScreenPriority)).toEqual(['high', 'eager', 'eager', 'eager', undefined, undefined]);
  });

  it('fetches the largest picture first and draws it with the page, not a frame later', () => {
    expect(pictureLoading('high')).toEqual({ loading: 'eager', fetchPriority: 'high', decoding: 'sync' });
  });

  it('asks for every other picture at low priority, so none shares the link with the largest', () => {
    expect(pictureLoading('eager')).toEqual({ loading: 'eager', fetchPriority: 'low', decoding: 'async' });
    expect(pictureLoading(undefined)).toEqual({ loading: 'lazy', fetchPriority: 'low', decoding: 'async' });
  });
});
