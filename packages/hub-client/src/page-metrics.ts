import type { z } from 'zod/mini';
import type { HubClient } from './hub-client';
import { hubRequest } from './hub-request';

/** The page name the hub counts: the route without its leading slash, `home` for / (platform.md §7.1). */
export function pageNameForMetrics(pathname: string): string {
  const page = pathname.replace(/^\/+/, '');
  return page === '' ? 'home' : page;
}

/** Content pages and the musement marketplace are not counted (platform.md §2.2). */
export function shouldRecordPageView(pathname: string): boolean {
  return !pathname.startsWith('/content/') && !pathname.includes('musement');
}

/**
 * The answer is not read (`ignoreBody`), so nothing checks it: no zod schema, which would bring
 * zod into the first download of every page (docs/performance.md).
 */
const anyAnswer = { safeParse: (data: unknown) => ({ success: true, data }) } as unknown as z.ZodMiniUnknown;

/**
 * GET metrics/userhistory/{page}. Fire and forget: the answer is not read and a failed count
 * never disturbs the guest (it is logged by hubRequest, and this never throws).
 */
export async function recordPageView(hub: HubClient, pathname: string): Promise<void> {
  const page = pageNameForMetrics(pathname).split('/').map(encodeURIComponent).join('/');
  await hubRequest(hub, { path: `metrics/userhistory/${page}`, schema: anyAnswer, ignoreBody: true });
}

/**
 * GET metrics/externallink?url={address}: a guest opened a link that leaves the product (platform.md
 * §7.1; the call's shape is ours, docs/hub-contract.md). Fire and forget, like the page view.
 */
export async function recordExternalLinkClick(hub: HubClient, url: string): Promise<void> {
  await hubRequest(hub, { path: 'metrics/externallink', searchParams: { url }, schema: anyAnswer, ignoreBody: true });
}
