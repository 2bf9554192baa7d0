import { authenticationStore } from './authentication-store';

export function useIsAuthenticated(): boolean {
  return authenticationStore((state) => state.isAuthenticated);
}
