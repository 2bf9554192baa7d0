import { useIsAuthenticated } from '@companion/session';
import { useRemoteReload } from '@companion/shell';

/** Guest devices only follow remote reload, and only when the hub enables it; a new stream per session. */
export function GuestRules() {
  const isAuthenticated = useIsAuthenticated();
  useRemoteReload(undefined, isAuthenticated ? 'guest' : 'nobody');
  return null;
}
