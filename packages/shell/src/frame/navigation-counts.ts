import { recordPageView, shouldRecordPageView, type HubClient } from '@companion/hub-client';

export { recordExternalLinks } from './external-links/record-external-links';

/**
 * Counts a page the guest opened (platform.md §2.2). It loads after the first screen with the
 * external links' counter: no page waits for a count, so neither is in the first download.
 */
export function countPageView(hub: HubClient, pathname: string): void {
  if (shouldRecordPageView(pathname)) void recordPageView(hub, pathname);
}
