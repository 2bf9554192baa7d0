// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clearGuestData } from '@companion/session';
import { deviceStores, installFeatures } from '@companion/shell';
import { auditGuestStores } from '@companion/test-harness';
import { kioskFeatures } from './features';
import kioskManifest from '../package.json';

// The store files of the packages the kiosk is built from: on a shared kiosk no guest's data may reach the next.
const allStoreModules = import.meta.glob<Record<string, unknown>>('../../../packages/*/src/**/*-store.ts', { eager: true });
const kioskPackages = Object.keys(kioskManifest.dependencies).map((name) => name.replace('@companion/', ''));
const storeModules = Object.fromEntries(
  Object.entries(allStoreModules).filter(([file]) => kioskPackages.includes(file.split('/')[4] ?? '')),
);

describe('guest data on the kiosk', () => {
  it('declares every store of its packages, and the idle logout’s wipe leaves no guest store filled', () => {
    expect(Object.keys(storeModules).length).toBeGreaterThan(3);
    const uninstall = installFeatures(kioskFeatures);
    const audit = auditGuestStores({ storeModules, features: kioskFeatures, deviceStores, wipe: clearGuestData });
    uninstall();
    expect(audit).toEqual({ undeclared: [], notWiped: [] });
  });
});
