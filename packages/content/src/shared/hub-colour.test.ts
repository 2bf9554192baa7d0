// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { colourStyle, safeColour } from './hub-colour';

describe('hub colours', () => {
  it('takes hex, rgb and named colours', () => {
    expect(safeColour('#00607a')).toBe('#00607a');
    expect(safeColour('rgb(0, 96, 122)')).toBe('rgb(0, 96, 122)');
    expect(safeColour('white')).toBe('white');
  });

  it('refuses anything that is not a plain colour', () => {
    expect(safeColour('red; background-image: url(https://evil.example)')).toBeUndefined();
    expect(safeColour('url(javascript:alert(1))')).toBeUndefined();
    expect(colourStyle({ textColour: 'expression(alert(1))', backgroundColour: null })).toBeUndefined();
  });
});
