import './clear-authentication';

export { readSessionId } from './read-session-id';
export { useIsAuthenticated } from './use-is-authenticated';
export { useSession } from './use-session';
export type { SessionView } from './use-session';
export { clearAuthentication, handleForbidden } from './clear-authentication';
export { registerGuestDataClear, clearGuestData } from './guest-data-registry';
export type { AuthenticationState, SessionType } from './authentication-store';
export { persistAuthentication } from './persist-authentication';
export { logout } from './logout';
export { sessionRoutes } from './session-routes';
export { sessionMessages } from './session-messages';
export { LoginGuard } from './guard/LoginGuard';
export { needsLogin } from './guard/needs-login';
export { SessionBar } from './session-bar/SessionBar';
