// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionInfoOf, sessionInfoSchema } from './session-info';

describe('sessionInfoOf', () => {
  it('keeps the session type the hub sent', () => {
    expect(sessionInfoOf({ sessionId: 's', sessionType: 'RemotePms' }, 'Passenger').sessionType).toBe('RemotePms');
  });

  it('falls back to the kind of login made when the hub sends no session type', () => {
    expect(sessionInfoOf({ sessionId: 's' }, 'RemotePms').sessionType).toBe('RemotePms');
  });

  it('keeps the names the sub-header shows', () => {
    expect(sessionInfoOf({ sessionId: 's', bookingReference: 'AUR123', pmsName: 'Mrs Smith' }, 'Passenger')).toEqual({
      sessionType: 'Passenger',
      sessionName: null,
      bookingReference: 'AUR123',
      pmsName: 'Mrs Smith',
    });
  });
});

describe('sessionInfoSchema', () => {
  it('refuses a session type other than Passenger or RemotePms', () => {
    expect(sessionInfoSchema.safeParse({ sessionType: 'Crew' }).success).toBe(false);
  });
});
