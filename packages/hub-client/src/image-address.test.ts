// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageAddress, rewriteImageHost } from './image-address';
import { stubbedHub } from './test/fetch-stub';

describe('imageAddress', () => {
  it('asks blobs/image by reference with a width', () => {
    expect(imageAddress('https://hub.aurora.example/api/', { reference: 'captain' }, { width: 400 })).toBe(
      'https://hub.aurora.example/api/blobs/image?reference=captain&width=400',
    );
  });

  it('asks blobs/image by id with a category', () => {
    expect(imageAddress('https://hub.aurora.example/api', { id: 7 }, { category: 'excursion' })).toBe(
      'https://hub.aurora.example/api/blobs/image?id=7&category=excursion',
    );
  });

  it('takes the API address from a hub client', () => {
    const { hub } = stubbedHub(() => new Response());
    expect(imageAddress(hub, { id: 7 })).toBe('https://hub.aurora.example/api/blobs/image?id=7');
  });

  it('escapes a reference', () => {
    expect(imageAddress('https://hub.aurora.example/api/', { reference: 'deck 5&6' })).toBe(
      'https://hub.aurora.example/api/blobs/image?reference=deck+5%266',
    );
  });
});

describe('rewriteImageHost', () => {
  it('serves go. hosts from app.', () => {
    expect(rewriteImageHost('https://go.aurora.example/media/1.jpg')).toBe('https://app.aurora.example/media/1.jpg');
  });

  it('leaves other hosts alone', () => {
    expect(rewriteImageHost('https://cdn.aurora.example/go.jpg')).toBe('https://cdn.aurora.example/go.jpg');
  });

  it('leaves a host that only contains go alone', () => {
    expect(rewriteImageHost('https://gopher.aurora.example/1.jpg')).toBe('https://gopher.aurora.example/1.jpg');
  });

  it('returns a relative address unchanged', () => {
    expect(rewriteImageHost('/media/1.jpg')).toBe('/media/1.jpg');
  });
});
