// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { truncateTitle } from './truncate-title';

describe('truncateTitle', () => {
  it('keeps a title of 30 characters whole', () => {
    expect(truncateTitle('a'.repeat(30))).toBe('a'.repeat(30));
  });

  it('cuts a longer title at 30 characters with an ellipsis', () => {
    expect(truncateTitle('Excursions and shore activities today')).toBe('Excursions and shore activitie…');
  });
});
