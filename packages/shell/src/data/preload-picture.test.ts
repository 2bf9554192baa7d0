import { describe, expect, it } from 'vitest';
import { preloadPicture } from './preload-picture';

const preloaded = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href'));

describe('preloadPicture', () => {
  it('asks for a picture once, at high priority', () => {
    preloadPicture('https://hub.aurora.example/api/blobs/image?id=7&width=400');
    preloadPicture('https://hub.aurora.example/api/blobs/image?id=7&width=400');
    expect(preloaded()).toEqual(['https://hub.aurora.example/api/blobs/image?id=7&width=400']);
    expect(document.head.querySelector('link[rel="preload"]')?.getAttribute('fetchpriority')).toBe('high');
  });

  it('never puts an address that is not on the web into the head, nor nothing', () => {
    preloadPicture('javascript:alert(1)');
    preloadPicture('data:image/svg+xml,<svg onload="alert(1)"/>');
    preloadPicture(undefined);
    preloadPicture('');
    expect(preloaded().filter((href) => !href?.startsWith('https://hub.aurora.example/'))).toEqual([]);
  });

  it("adds no second link for the picture the start script already asked for (a route's earlyPicture)", () => {
    const early = document.createElement('link');
    early.rel = 'preload';
    early.setAttribute('as', 'image');
    early.href = 'https://hub.aurora.example/api/blobs/image?reference=captain&width=1024';
    document.head.appendChild(early);
    preloadPicture('https://hub.aurora.example/api/blobs/image?reference=captain&width=1024');
    expect(preloaded().filter((href) => href?.includes('captain'))).toHaveLength(1);
  });
});
