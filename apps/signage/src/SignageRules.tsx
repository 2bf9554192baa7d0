import { ExternalLinksOnPhone, useIdleRedirect, useRemoteReload } from '@companion/shell';

/**
 * A signage screen returns to its loop when left alone, reloads when the operator says so, and
 * offers links that leave the product on the guest's phone instead of opening them.
 */
export function SignageRules() {
  useIdleRedirect();
  useRemoteReload();
  return <ExternalLinksOnPhone />;
}
