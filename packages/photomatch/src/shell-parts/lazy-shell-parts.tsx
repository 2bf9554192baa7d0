import { lazy, Suspense } from 'react';

const BasketButton = lazy(() => import('./PhotoBasketButton').then((m) => ({ default: m.PhotoBasketButton })));
const OfferBanner = lazy(() => import('./PhotoOfferBanner').then((m) => ({ default: m.PhotoOfferBanner })));

/*
 * What the apps put in the shell's sub-header and banner slots. Every page shows them, so they
 * would sit in the app's first download with the shop's whole catalogue and offer rules; loaded
 * on their own right after start-up, the first route stays within its budget (tooling/bench).
 */
export function LazyPhotoBasketButton() {
  return (
    <Suspense fallback={null}>
      <BasketButton />
    </Suspense>
  );
}

export function LazyPhotoOfferBanner() {
  return (
    <Suspense fallback={null}>
      <OfferBanner />
    </Suspense>
  );
}
