// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePmsInformation } from './authentication';

describe('parsePmsInformation', () => {
  it('reads the PIN-change flag and embark date from the JSON string', () => {
    expect(parsePmsInformation({ sessionId: 's', pms: { information: '{"isPinChangeRequired":true,"embarkDate":"2026-11-22"}' } })).toEqual(
      { isPinChangeRequired: true, embarkDate: '2026-11-22' },
    );
  });

  it('treats a missing or unreadable information string as no PIN change', () => {
    expect(parsePmsInformation({ sessionId: 's' })).toEqual({ isPinChangeRequired: false, embarkDate: undefined });
    expect(parsePmsInformation({ sessionId: 's', pms: { information: '{broken' } })).toEqual({
      isPinChangeRequired: false,
      embarkDate: undefined,
    });
  });
});
