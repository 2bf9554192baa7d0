// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { moveContent } from './disability-offset';

describe('moveContent', () => {
  it('moves down 50 px a step', () => {
    expect(moveContent(0, 'down', 1000)).toBe(50);
  });

  it('never goes above the top', () => {
    expect(moveContent(0, 'up', 1000)).toBe(0);
  });

  it('never passes half the window height', () => {
    expect(moveContent(480, 'down', 1000)).toBe(500);
    expect(moveContent(500, 'down', 1000)).toBe(500);
  });
});
