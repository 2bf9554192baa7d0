// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readUnchecked, uncheckedId } from './unchecked-answer';

describe('reading an answer before its schema has checked it', () => {
  it('follows object keys and array indexes', () => {
    expect(readUnchecked([{ imageUrl: { id: 'sunset' } }], 0, 'imageUrl', 'id')).toBe('sunset');
    expect(readUnchecked({ days: [{ date: '2026-11-27' }] }, 'days', 0, 'date')).toBe('2026-11-27');
    expect(readUnchecked('whole answer')).toBe('whole answer');
  });

  it('gives undefined where any step is missing, never an exception', () => {
    expect(readUnchecked(undefined, 0, 'url')).toBeUndefined();
    expect(readUnchecked(null, 'url')).toBeUndefined();
    expect(readUnchecked([], 0, 'url')).toBeUndefined();
    expect(readUnchecked({ url: 'x' }, 'url', 'deeper')).toBeUndefined();
  });

  it('takes a number or a non-empty text as an id', () => {
    expect(uncheckedId(7)).toBe(7);
    expect(uncheckedId('welcome')).toBe('welcome');
    expect(uncheckedId('')).toBeUndefined();
    expect(uncheckedId(null)).toBeUndefined();
    expect(uncheckedId({ id: 1 })).toBeUndefined();
  });
});
