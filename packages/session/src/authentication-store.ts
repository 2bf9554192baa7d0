import { create } from 'zustand';

export type SessionType = 'Passenger' | 'RemotePms';

/** platform.md §3 "authentication" and "Session": who is logged in on this device. */
export type AuthenticationState = {
  sessionId: string | undefined;
  isAuthenticated: boolean;
  sessionType: SessionType | undefined;
  /** The guest's name as the hub gives it. */
  sessionName: string | undefined;
  bookingReference: string | undefined;
  pmsName: string | undefined;
  /** The guest's cabin, from the PMS information's location (media §5). */
  cabin: string | undefined;
  /** A session that must change its PIN before it counts as logged in. */
  pinChangeRequired: boolean;
  /** Set by an HTTP 403; the guard sends the guest to /login and clears it. */
  forbidden: boolean;
  errorMessage: string | undefined;
};

export const signedOut: AuthenticationState = {
  sessionId: undefined,
  isAuthenticated: false,
  sessionType: undefined,
  sessionName: undefined,
  bookingReference: undefined,
  pmsName: undefined,
  cabin: undefined,
  pinChangeRequired: false,
  forbidden: false,
  errorMessage: undefined,
};

export const authenticationStore = create<AuthenticationState>(() => signedOut);
