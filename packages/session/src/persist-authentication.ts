import type { StatePersistence } from '@companion/shell';
import { authenticationStore, type AuthenticationState } from './authentication-store';

/** The authentication slice survives a reload; logout clears it like every guest-data store. */
export function persistAuthentication(persistence: StatePersistence): void {
  persistence.persistSlice('authentication', authenticationStore, {
    save: (state) => ({
      sessionId: state.sessionId ?? null,
      isAuthenticated: state.isAuthenticated,
      sessionType: state.sessionType ?? null,
    }),
    restore: (saved): Partial<AuthenticationState> | undefined => {
      const record = saved as Record<string, unknown> | null;
      if (!record || typeof record.isAuthenticated !== 'boolean') return undefined;
      const sessionId = typeof record.sessionId === 'string' && record.sessionId ? record.sessionId : undefined;
      const sessionType = record.sessionType === 'Passenger' || record.sessionType === 'RemotePms' ? record.sessionType : undefined;
      const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
      // A session marked authenticated without an id is not a session.
      return {
        sessionId,
        sessionType,
        isAuthenticated: record.isAuthenticated && sessionId !== undefined,
        sessionName: text(record.sessionName),
        bookingReference: text(record.bookingReference),
        pmsName: text(record.pmsName),
      };
    },
  });
}
