// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OverviewContent } from './load-overview';

const root: OverviewContent = { category: null, categories: [], articles: [], list: false };
const listPage: OverviewContent = { ...root, list: true };

afterEach(() => {
  vi.doUnmock('./OverviewRichText');
  vi.resetModules();
});

describe('withRichText', () => {
  it('leaves the root overview alone: its first screen needs no hub HTML', async () => {
    const { needsRichText, withRichText } = await import('./rich-text');
    expect(needsRichText(root)).toBe(false);
    await expect(withRichText({ ok: true, value: root })).resolves.toEqual({ ok: true, value: root });
  });

  it('fails the screen like an unreachable hub when the module cannot load, and tries again next time', async () => {
    vi.resetModules();
    vi.doMock('./OverviewRichText', () => {
      throw new Error('offline');
    });
    const { withRichText } = await import('./rich-text');
    await expect(withRichText({ ok: true, value: listPage })).resolves.toEqual({
      ok: false,
      error: { kind: 'network', message: 'The page’s text could not be loaded.' },
    });
    vi.doUnmock('./OverviewRichText');
    await expect(withRichText({ ok: true, value: listPage })).resolves.toEqual({ ok: true, value: listPage });
  });
});
