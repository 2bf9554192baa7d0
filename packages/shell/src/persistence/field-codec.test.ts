// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { fieldCodec } from './field-codec';

type State = { count: number | undefined; other: string };
const codec = fieldCodec<State, 'count'>('count', (saved) => (typeof saved === 'number' ? saved : undefined));

describe('fieldCodec', () => {
  it('saves the field, null when empty', () => {
    expect(codec.save({ count: 3, other: 'x' })).toBe(3);
    expect(codec.save({ count: undefined, other: 'x' })).toBeNull();
  });

  it('restores a valid copy, nothing for null, and discards what does not parse', () => {
    expect(codec.restore(4)).toEqual({ count: 4 });
    expect(codec.restore(null)).toEqual({});
    expect(codec.restore('four')).toBeUndefined();
  });
});
