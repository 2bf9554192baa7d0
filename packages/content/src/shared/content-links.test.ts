// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleLink, categoryLink, safeExternalUrl } from './content-links';

describe('content links', () => {
  it('opens only web addresses outside the app', () => {
    expect(safeExternalUrl('https://www.example.com/menu')).toBe('https://www.example.com/menu');
    expect(safeExternalUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeExternalUrl('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(safeExternalUrl('not a url')).toBeUndefined();
  });

  it('uses a category address only when useExternalUrl is set', () => {
    const category = { id: 5, title: 'Website', externalUrl: 'https://example.com/' };
    expect(categoryLink(category, false)).toEqual({ kind: 'internal', to: '/content/overview/5' });
    expect(categoryLink({ ...category, useExternalUrl: true }, false)).toEqual({ kind: 'external', href: 'https://example.com/' });
  });

  it("follows an article's external address and keeps preview mode on internal links", () => {
    expect(articleLink({ id: 7, title: 'Menu', externalRedirectURL: 'https://example.com/m' }, false)).toEqual({
      kind: 'external',
      href: 'https://example.com/m',
    });
    expect(articleLink({ id: 7, title: 'Menu', externalRedirectURL: 'javascript:alert(1)' }, true)).toEqual({
      kind: 'internal',
      to: '/content/detail/7?previewMode=true',
    });
  });
});
