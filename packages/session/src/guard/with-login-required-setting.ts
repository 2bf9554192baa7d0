import type { FeatureRoute } from '@companion/shell';

/**
 * The pages a guest may open without logging in even when the hub sets uiSettings.loginRequired:
 * the dashboard, the login page, the room system's login routes, the hashtag and QR redirects
 * (they land on a page that is itself guarded) and the 404 fallback. `/x/*` opens every path
 * under `/x/`.
 */
export const LOGIN_SETTING_OPEN_PATHS: readonly string[] = ['/', '/login', '/retina/*', '/hashtag/*', '/QR/*', '*'];

function isOpen(path: string, openPaths: readonly string[]): boolean {
  return openPaths.some((open) => (open.endsWith('/*') ? path.startsWith(open.slice(0, -1)) : path === open));
}

/**
 * platform.md §2.1 "Some pages require login only when the uiSettings flag loginRequired is
 * set": an app marks every page of its table except `openPaths` with `loginRequiredSetting`, so
 * the guard asks for a login there only under that setting. Feature packages stay unaware of it;
 * pages that always need a login keep `requiresLogin`.
 */
export function withLoginRequiredSetting(
  fragments: readonly FeatureRoute[],
  openPaths: readonly string[] = LOGIN_SETTING_OPEN_PATHS,
): FeatureRoute[] {
  return fragments.map((fragment) =>
    fragment.requiresLogin || isOpen(fragment.path, openPaths) ? fragment : { ...fragment, loginRequiredSetting: true },
  );
}
