// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { resolveThemeName } from './resolve-theme-name';

describe('resolveThemeName', () => {
  it('uses the layout theme when uiSettings names none', () => {
    expect(resolveThemeName('ocean', undefined)).toBe('ocean');
  });

  it('lets uiSettings.theme override the layout theme', () => {
    expect(resolveThemeName('ocean', 'midnight')).toBe('midnight');
  });

  it('falls back to the default with a warning for an unknown name', () => {
    const warn = vi.fn();
    expect(resolveThemeName('no-such-theme', null, warn)).toBe('classic');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('no-such-theme'));
  });

  it('uses the default theme silently when the hub names none', () => {
    const warn = vi.fn();
    expect(resolveThemeName(null, null, warn)).toBe('classic');
    expect(warn).not.toHaveBeenCalled();
  });
});
