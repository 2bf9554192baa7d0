import { useIdleRedirect, useRemoteReload } from '@companion/shell';

/** A signage screen returns to its loop when left alone and reloads when the operator says so. */
export function SignageRules() {
  useIdleRedirect();
  useRemoteReload();
  return null;
}
