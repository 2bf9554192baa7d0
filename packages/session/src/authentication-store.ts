import { create } from 'zustand';

export type SessionType = 'Passenger' | 'RemotePms';

/** platform.md §3 "authentication" slice; the login flows of the session issue fill it. */
export type AuthenticationState = {
  sessionId: string | undefined;
  isAuthenticated: boolean;
  sessionType: SessionType | undefined;
  errorMessage: string | undefined;
};

export const signedOut: AuthenticationState = {
  sessionId: undefined,
  isAuthenticated: false,
  sessionType: undefined,
  errorMessage: undefined,
};

export const authenticationStore = create<AuthenticationState>(() => signedOut);
