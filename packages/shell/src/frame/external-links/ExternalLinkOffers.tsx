import { lazy, Suspense, useEffect, useEffectEvent, useState } from 'react';
import { useLocation } from 'react-router';
import { IDLE_CHECK_EVERY_MS, KIOSK_IDLE_LOGOUT_MS } from '../../device-rules/device-constants';
import { useLastActivity } from '../../device-rules/use-last-activity';
import { linkName, type ExternalLink } from './external-link';
import { interceptExternalLinks } from './intercept-external-links';

// The dialog and its QR encoder load when a guest first taps a link that leaves the product.
const OpenOnPhoneDialog = lazy(() => import('./OpenOnPhoneDialog').then((module) => ({ default: module.OpenOnPhoneDialog })));

/** The link offered, and the navigation (location key) it was offered on. */
type Offer = { link: ExternalLink; name: string; at: string };

/**
 * On a shared screen, every link that leaves the product opens the "open on your phone" dialog
 * instead of a browser window. The dialog belongs to the page it was opened on: another page
 * (the guest's Back, the kiosk's idle logout going home) closes it, and so does a minute without
 * a touch — the kiosk's idle logout on the home page itself wipes the session without navigating.
 */
export default function ExternalLinkOffers() {
  const { key } = useLocation();
  const [offer, setOffer] = useState<Offer>();
  const lastActivity = useLastActivity();
  const onOffer = useEffectEvent((link: ExternalLink) => setOffer({ link, name: linkName(link), at: key }));

  useEffect(() => interceptExternalLinks((link) => onOffer(link)), []);

  // Another page: the offer was for the page left behind (and must not return with Back to it).
  if (offer && offer.at !== key) setOffer(undefined);

  const open = offer !== undefined;
  useEffect(() => {
    if (!open) return;
    const timer = setInterval(() => {
      if (Date.now() - lastActivity.current >= KIOSK_IDLE_LOGOUT_MS) setOffer(undefined);
    }, IDLE_CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [open, lastActivity]);

  if (!offer || offer.at !== key) return null;
  return (
    <Suspense fallback={null}>
      <OpenOnPhoneDialog name={offer.name} address={offer.link.address} onClose={() => setOffer(undefined)} />
    </Suspense>
  );
}
