import { useRemoteReload } from '@companion/shell';

/** Guest devices only follow remote reload, and only when the hub enables it. */
export function GuestRules() {
  useRemoteReload();
  return null;
}
