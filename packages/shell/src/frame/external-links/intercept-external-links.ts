import { externalLinkAt, type ExternalLink } from './external-link';

/**
 * On a shared screen (kiosk, signage) a link that leaves the product must not open: the browser
 * would show the open web without our header, footer, Back, Home or idle logout, and a
 * kiosk-mode browser keeps that window until the crew come. One listener on the document, in
 * the capture phase, catches every such link before anything else sees it — a feature's tile,
 * an article's hub HTML, a game — so no feature has to know: the navigation is prevented, the
 * click goes no further (no feature handler opens a window instead), the link takes focus so
 * the dialog gives it back, and `offer` shows the link on the guest's phone instead.
 *
 * Listeners on the document itself still run, so recordExternalLinks keeps counting the click.
 * A middle click (auxclick) would open a tab; it is stopped and offered the same way.
 * Returns the way to stop.
 */
export function interceptExternalLinks(offer: (link: ExternalLink) => void): () => void {
  const onActivate = (event: MouseEvent) => {
    if (event.type === 'auxclick' && event.button !== 1) return;
    const link = externalLinkAt(event.target);
    if (!link) return;
    event.preventDefault();
    event.stopPropagation();
    link.anchor.focus({ preventScroll: true });
    offer(link);
  };
  document.addEventListener('click', onActivate, true);
  document.addEventListener('auxclick', onActivate, true);
  return () => {
    document.removeEventListener('click', onActivate, true);
    document.removeEventListener('auxclick', onActivate, true);
  };
}
