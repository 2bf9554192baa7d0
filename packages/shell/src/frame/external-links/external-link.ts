/** A link the guest activated that leaves the product, and where it goes. */
export type ExternalLink = { anchor: HTMLAnchorElement; address: string };

/**
 * The link around an event's target when it leaves the product: an http(s) address on another
 * origin than the app's. Our own routes, this origin's files, mail and phone links are not.
 */
export function externalLinkAt(target: EventTarget | null): ExternalLink | undefined {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  const { protocol, origin } = new URL(anchor.href, window.location.href);
  return (protocol === 'https:' || protocol === 'http:') && origin !== window.location.origin
    ? { anchor, address: anchor.href }
    : undefined;
}

/**
 * What the guest reads as the link's name: its text, else its picture's description, else its
 * label (which on a feature's link also says "opens in a new window", so only as a fallback),
 * else the host it goes to.
 */
export function linkName({ anchor, address }: ExternalLink): string {
  const text = anchor.textContent?.replace(/\s+/g, ' ').trim();
  const alt = anchor.querySelector('img[alt]')?.getAttribute('alt')?.trim();
  const label = anchor.getAttribute('aria-label')?.trim();
  return text || alt || label || anchor.title.trim() || new URL(address).host;
}
