// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearGuestData } from '@companion/session';
import { deviceStores, installFeatures } from '@companion/shell';
import { auditGuestStores } from '@companion/test-harness';
import { guestFeatures } from './features';

// Every store file of every package (STYLE.md 6: zustand stores live only in `*-store.ts` files).
const storeModules = import.meta.glob<Record<string, unknown>>('../../../packages/*/src/**/*-store.ts', { eager: true });

describe('guest data on the guest app', () => {
  it('finds the stores it audits', () => {
    expect(Object.keys(storeModules).length).toBeGreaterThan(5);
  });

  it('declares every store as a feature’s guest data or as the device’s own, and logout wipes every guest store', () => {
    const uninstall = installFeatures(guestFeatures);
    const audit = auditGuestStores({ storeModules, features: guestFeatures, deviceStores, wipe: clearGuestData });
    uninstall();
    expect(audit).toEqual({ undeclared: [], notWiped: [] });
  });

  it('would catch a store that logout forgets', () => {
    const audit = auditGuestStores({ storeModules, features: [], deviceStores, wipe: clearGuestData });
    expect(audit.undeclared).toContain('../../../packages/basket/src/cart/cart-store.ts#cartStore');
  });
});
