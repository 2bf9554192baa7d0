// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sourcesForPlayback, withBearerToken, withTokenInQuery } from './request-token';

describe('the token on video requests', () => {
  it('adds the bearer header and keeps other headers', () => {
    expect(withBearerToken({ uri: 'a.ts', headers: { X: '1' } }, 'abc')).toEqual({
      uri: 'a.ts',
      headers: { X: '1', Authorization: 'Bearer abc' },
    });
  });

  it('leaves a request alone without a token', () => {
    const options = { uri: 'a.ts' };
    expect(withBearerToken(options, undefined)).toBe(options);
  });

  it('puts the token in the query only for HLS that plays natively', () => {
    const sources = [
      { src: 'http://hub/v/hls/1/m/index.m3u8', type: 'application/x-mpegURL' },
      { src: 'http://hub/film.mp4', type: 'video/mp4' },
    ];
    expect(sourcesForPlayback(sources, 't1', true)).toEqual([
      { src: 'http://hub/v/hls/1/m/index.m3u8?access_token=t1', type: 'application/x-mpegURL' },
      { src: 'http://hub/film.mp4', type: 'video/mp4' },
    ]);
    expect(sourcesForPlayback(sources, 't1', false)).toEqual(sources);
  });

  it('keeps existing query parameters', () => {
    expect(withTokenInQuery('http://hub/x.m3u8?a=1', 't')).toBe('http://hub/x.m3u8?a=1&access_token=t');
  });
});
