import type { StatePersistence } from '@companion/shell';
import { authenticationStore, type AuthenticationState } from './authentication-store';

/**
 * The authentication slice survives a reload; logout clears it like every guest-data store.
 * What the session bar and the account page show (the guest's name, booking reference, PMS
 * name) and the cabin the problem report shows is saved with the session id, so a reload shows the same sub-header. Logout resets
 * the store, and the next save writes the emptied slice.
 */
export function persistAuthentication(persistence: StatePersistence): () => void {
  return persistence.persistSlice('authentication', authenticationStore, {
    save: (state) => ({
      sessionId: state.sessionId ?? null,
      isAuthenticated: state.isAuthenticated,
      sessionType: state.sessionType ?? null,
      sessionName: state.sessionName ?? null,
      bookingReference: state.bookingReference ?? null,
      pmsName: state.pmsName ?? null,
      cabin: state.cabin ?? null,
    }),
    restore: restoreAuthentication,
  });
}

/** The saved authentication slice, checked: what a reload (or another tab's save) may bring back. */
export function restoreAuthentication(saved: unknown): Partial<AuthenticationState> | undefined {
  const record = saved as Record<string, unknown> | null;
  if (!record || typeof record.isAuthenticated !== 'boolean') return undefined;
  const sessionId = typeof record.sessionId === 'string' && record.sessionId ? record.sessionId : undefined;
  const sessionType = record.sessionType === 'Passenger' || record.sessionType === 'RemotePms' ? record.sessionType : undefined;
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  // A session marked authenticated without an id is not a session, and names without a
  // logged-in session (a login abandoned mid-PIN-change) are not brought back.
  const isAuthenticated = record.isAuthenticated && sessionId !== undefined;
  return {
    sessionId,
    sessionType,
    isAuthenticated,
    sessionName: isAuthenticated ? text(record.sessionName) : undefined,
    bookingReference: isAuthenticated ? text(record.bookingReference) : undefined,
    pmsName: isAuthenticated ? text(record.pmsName) : undefined,
    cabin: isAuthenticated ? text(record.cabin) : undefined,
  };
}
