// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageAddress, rewriteImageHost } from './image-address';
import { pageNameForMetrics, shouldRecordPageView } from './page-metrics';

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
});

describe('rewriteImageHost', () => {
  it('serves go. hosts from app.', () => {
    expect(rewriteImageHost('https://go.aurora.example/media/1.jpg')).toBe('https://app.aurora.example/media/1.jpg');
  });

  it('leaves other hosts alone', () => {
    expect(rewriteImageHost('https://cdn.aurora.example/go.jpg')).toBe('https://cdn.aurora.example/go.jpg');
  });
});

describe('page metrics', () => {
  it('names a page by its route without the leading slash, home for /', () => {
    expect(pageNameForMetrics('/')).toBe('home');
    expect(pageNameForMetrics('/my_account/pin')).toBe('my_account/pin');
  });

  it('does not count content and musement pages', () => {
    expect(shouldRecordPageView('/content/detail/1')).toBe(false);
    expect(shouldRecordPageView('/musement/12/34')).toBe(false);
    expect(shouldRecordPageView('/musement-river/excursions')).toBe(false);
    expect(shouldRecordPageView('/basket')).toBe(true);
  });
});
