import './clear-authentication';

export { readSessionId } from './read-session-id';
export { useIsAuthenticated } from './use-is-authenticated';
export { clearAuthentication } from './clear-authentication';
export { registerGuestDataClear, clearGuestData } from './guest-data-registry';
export type { AuthenticationState, SessionType } from './authentication-store';
export { persistAuthentication } from './persist-authentication';
export { logout } from './logout';
