import { recordExternalLinkClick, type HubClient } from '@companion/hub-client';
import { externalLinkAt } from './external-link';

/**
 * Records every external link a guest opens (platform.md §7.1), wherever it is: a module tile's
 * external address, a link in an article's hub HTML, a marketplace page. One listener on the
 * document sees them all, in the capture phase so a link that stops its click's propagation is
 * counted too. Returns the way to stop.
 */
export function recordExternalLinks(hub: HubClient): () => void {
  const onClick = (event: MouseEvent) => {
    const link = externalLinkAt(event.target);
    if (link) void recordExternalLinkClick(hub, link.address);
  };
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
