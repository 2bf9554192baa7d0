import { lazy, Suspense } from 'react';
import { useDeviceType } from '../../shell-context';

// Loaded at once on a shared screen only (not after the first screen, as the click recorder is:
// until it listens, a tap on an external link would open the open web); a guest's phone never
// loads it. A default export, as the wayfinder panel's: every byte here is in the first route.
const ExternalLinkOffers = lazy(() => import('./ExternalLinkOffers'));

/**
 * Kiosks and signage screens offer links that leave the product on the guest's own phone (a QR
 * code) instead of opening them; the guest's own phone opens them as before.
 */
export function ExternalLinksOnPhone() {
  const deviceType = useDeviceType();
  if (deviceType !== 'Kiosk' && deviceType !== 'DigitalSignage') return null;
  return (
    <Suspense fallback={null}>
      <ExternalLinkOffers />
    </Suspense>
  );
}
