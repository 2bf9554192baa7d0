// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { factsRule, factValueRule } from './confirmation-layout';

// jsdom measures no widths; these are the rules that keep the confirmation within a 390 px phone
// (the excursions' table: ui's stacked-table-layout).
describe('confirmation layout', () => {
  it('lets a long e-mail address break instead of widening the page', () => {
    expect(factValueRule.overflowWrap).toBe('anywhere');
    // A plain 1fr column would still be as wide as the unbroken address.
    expect(factsRule.gridTemplateColumns).toBe('max-content minmax(0, 1fr)');
  });
});
