// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { matchesKeyword } from './keyword-filter';

describe('matchesKeyword', () => {
  const sakura = { title: 'Sakura Teppanyaki', overviewDescription: 'Japanese grill, cooked at your table.' };

  it('keeps everything for an empty keyword', () => expect(matchesKeyword(sakura, '  ')).toBe(true));
  it('matches title and overview text regardless of case', () => {
    expect(matchesKeyword(sakura, 'sakura')).toBe(true);
    expect(matchesKeyword(sakura, 'JAPANESE grill')).toBe(true);
  });
  it('needs every word to match', () => expect(matchesKeyword(sakura, 'japanese pizza')).toBe(false));
});
