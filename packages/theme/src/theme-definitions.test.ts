// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { themeDefinitions, themeNames } from './theme-definitions';

/** WCAG relative luminance and contrast, to keep every theme's text readable. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('named themes', () => {
  it('offers about twenty distinct themes', () => {
    expect(themeNames.length).toBeGreaterThanOrEqual(20);
    const looks = new Set(Object.values(themeDefinitions).map((theme) => JSON.stringify(theme.colours)));
    expect(looks.size).toBe(themeNames.length);
  });

  it.each(themeNames)('%s keeps body, header and primary text at WCAG AA contrast', (name) => {
    const { colours } = themeDefinitions[name];
    expect(contrast(colours.text, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.mutedText, colours.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.onHeader, colours.header)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colours.onPrimary, colours.primary)).toBeGreaterThanOrEqual(4.5);
  });
});
