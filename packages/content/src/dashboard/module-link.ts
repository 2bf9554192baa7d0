import type { Module } from '@companion/hub-client';

export type ModuleLink = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/** A module opens its external address when it has one, else its route in the app. */
export function moduleLink(module: Module): ModuleLink {
  if (module.externalUrl) return { kind: 'external', href: module.externalUrl };
  if (module.url) return { kind: 'internal', to: module.url.startsWith('/') ? module.url : `/${module.url}` };
  return { kind: 'none' };
}
