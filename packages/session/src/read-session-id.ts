import { authenticationStore } from './authentication-store';

/** Given to the hub client: read on every request, so a logout stops the header at once. */
export function readSessionId(): string | undefined {
  return authenticationStore.getState().sessionId;
}
