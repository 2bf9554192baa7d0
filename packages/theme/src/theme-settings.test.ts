// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { themeSettings } from './theme-settings';

describe('theme settings', () => {
  it('bound the cabin finder as the spec allows: over 3 and under 6, or over 2 and under 4', () => {
    // media-and-guest-services.md §5 and §9: the default bounds, and the one pair a theme may set.
    const allowed = [JSON.stringify({ moreThan: 3, lessThan: 6 }), JSON.stringify({ moreThan: 2, lessThan: 4 })];
    for (const [name, settings] of Object.entries(themeSettings)) expect(allowed, name).toContain(JSON.stringify(settings.cabinDigits));
  });
});
