import { authenticationStore, signedOut } from './authentication-store';
import { registerGuestDataClear } from './guest-data-registry';

export function clearAuthentication(): void {
  authenticationStore.setState(signedOut);
}

registerGuestDataClear(clearAuthentication);
