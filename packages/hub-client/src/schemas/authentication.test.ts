// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { authenticationResultSchema, parsePmsInformation } from './authentication';

const withInformation = (information: string | null | undefined) => ({ sessionId: 's', pms: { information } });

describe('authenticationResultSchema', () => {
  it('accepts an answer with only a session id', () => {
    expect(authenticationResultSchema.safeParse({ sessionId: 's' }).success).toBe(true);
  });

  it('refuses an answer without a session id', () => {
    expect(authenticationResultSchema.safeParse({ pms: null }).success).toBe(false);
  });
});

describe('parsePmsInformation', () => {
  it('reads the PIN-change flag and embark date from the JSON string', () => {
    expect(parsePmsInformation(withInformation('{"isPinChangeRequired":true,"embarkDate":"2026-11-22"}'))).toEqual({
      isPinChangeRequired: true,
      embarkDate: '2026-11-22',
      location: undefined,
    });
  });

  it.each([
    ['"7012"', '7012'],
    ['7012', '7012'],
    ['" 7012 "', '7012'],
    ['""', undefined],
    ['null', undefined],
  ])('reads the location %s as the cabin %s', (location, cabin) => {
    expect(parsePmsInformation(withInformation(`{"location":${location}}`)).location).toBe(cabin);
  });

  it('treats a missing information string as no PIN change', () => {
    expect(parsePmsInformation({ sessionId: 's' })).toEqual({ isPinChangeRequired: false, embarkDate: undefined, location: undefined });
  });

  it('treats an unreadable information string as no PIN change', () => {
    expect(parsePmsInformation(withInformation('{broken'))).toEqual({
      isPinChangeRequired: false,
      embarkDate: undefined,
      location: undefined,
    });
  });

  it('treats null flags as no PIN change', () => {
    expect(parsePmsInformation(withInformation('{"isPinChangeRequired":null,"embarkDate":null}'))).toEqual({
      isPinChangeRequired: false,
      embarkDate: undefined,
      location: undefined,
    });
  });
});
