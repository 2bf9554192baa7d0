import { lazy, Suspense } from 'react';
import { useIsAuthenticated } from '@companion/session';

const BasketButton = lazy(() => import('./PhotoBasketButton').then((m) => ({ default: m.PhotoBasketButton })));
const OfferBanner = lazy(() => import('./PhotoOfferBanner').then((m) => ({ default: m.PhotoOfferBanner })));

/*
 * What the apps put in the shell's sub-header and banner slots. Every page shows them, so they
 * would sit in the app's first download with the shop's whole catalogue and offer rules; loaded
 * on their own, the first route stays within its budget (tooling/bench). Both show only a
 * logged-in guest's cart and offers, so a passer-by, a kiosk between guests and the first screen
 * of a start without a login fetch none of their code or data: on a slow link a dozen requests
 * and their evaluation would compete with the first screen for nothing (issue 20).
 */
export function LazyPhotoBasketButton() {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <BasketButton />
    </Suspense>
  );
}

export function LazyPhotoOfferBanner() {
  const authenticated = useIsAuthenticated();
  if (!authenticated) return null;
  return (
    <Suspense fallback={null}>
      <OfferBanner />
    </Suspense>
  );
}
