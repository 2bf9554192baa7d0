import { PERSISTENCE_KEY } from '@companion/shell';
import { authenticationStore } from './authentication-store';
import { clearGuestData } from './guest-data-registry';
import { forgetLoginOrigins } from './login/login-origin';
import { restoreAuthentication } from './persist-authentication';

/** The authentication another tab saved, or undefined when it saved none (or nothing readable). */
function savedAuthentication(raw: string | null) {
  try {
    return restoreAuthentication((JSON.parse(raw ?? 'null') as { slices?: { authentication?: unknown } } | null)?.slices?.authentication);
  } catch {
    return undefined;
  }
}

/**
 * Tabs of one browser share what is saved (localStorage) but each keeps its own state in memory.
 * A logout in one tab left another tab logged in as the guest who had left, able to add to their
 * basket; and that tab's next save (at the latest when it closed) wrote the guest back, so the
 * next tab opened was theirs, whoever had logged in since. So each tab follows the session the
 * others save: a different one, or none, ends this tab's guest as a logout here would; a session
 * another tab logged in is taken up, as a tab opened now would.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key` null: another tab cleared the storage.
    if (event.key !== PERSISTENCE_KEY && event.key !== null) return;
    const theirs = savedAuthentication(event.newValue);
    const mine = authenticationStore.getState().sessionId;
    if (theirs?.sessionId === mine) return;
    if (mine !== undefined) {
      clearGuestData();
      forgetLoginOrigins();
    }
    if (theirs?.sessionId) authenticationStore.setState(theirs);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
