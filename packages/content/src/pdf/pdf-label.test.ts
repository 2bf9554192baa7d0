// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pdfLabel } from './pdf-label';

describe('pdfLabel', () => {
  it.each([
    ['Menu.pdf', 'Menu'],
    ['Menu.PDF', 'Menu'],
    ['Spa Treatment Brochure 2026 - Aurora Star.pdf', 'Spa Treatment Brochure 20'],
    ['A pdf guide to the ship.pdf', 'A pdf guide to the ship'],
    ['Exactly twenty-five chars.pdf', 'Exactly twenty-five chars'],
  ])('%s -> %s', (name, label) => {
    expect(pdfLabel(name)).toBe(label);
    expect(pdfLabel(name).length).toBeLessThanOrEqual(25);
  });
});
