import { recordExternalLinkClick, type HubClient } from '@companion/hub-client';

/** A link that leaves the product: another site, not one of our routes or a mail or phone link. */
function externalAddress(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  const { protocol, origin } = new URL(link.href, window.location.href);
  return (protocol === 'https:' || protocol === 'http:') && origin !== window.location.origin ? link.href : undefined;
}

/**
 * Records every external link a guest opens (platform.md §7.1), wherever it is: a module tile's
 * external address, a link in an article's hub HTML, a marketplace page. One listener on the
 * document sees them all, in the capture phase so a link that stops its click's propagation is
 * counted too. Returns the way to stop.
 */
export function recordExternalLinks(hub: HubClient): () => void {
  const onClick = (event: MouseEvent) => {
    const address = externalAddress(event.target);
    if (address) void recordExternalLinkClick(hub, address);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
