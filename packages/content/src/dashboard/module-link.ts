import type { Module } from '@companion/hub-client';
import { safeExternalUrl } from '../shared/content-links';

export type ModuleLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * A module opens its external address when it has a web address there, else its route in the
 * app. The external address passes the same check as content links, so a `javascript:` or
 * `data:` value from the hub is never put into a link.
 */
export function moduleLink(module: Module): ModuleLink {
  const external = safeExternalUrl(module.externalUrl);
  if (external) return { kind: 'external', href: external };
  if (module.url) return { kind: 'internal', to: module.url.startsWith('/') ? module.url : `/${module.url}` };
  return { kind: 'none' };
}
