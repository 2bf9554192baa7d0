import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHubClient, resolveHubAddress } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickStartupLanguage } from '../i18n/pick-language';
import { createBrowserPersistence } from '../persistence/browser-persistence';
import { persistShellSlices } from '../stores/persist-shell-slices';
import type { FeatureContribution } from '../features/feature-contribution';
import { installFeatures } from '../features/installed-features';
import type { FeatureRoute } from '../routes/feature-route';
import type { AppKind, FrameSlots } from '../shell-context';
import { createNetworkAwareFetch } from '../offline/network-aware-fetch';
import { loadRuntimeConfig } from './runtime-config';
import { ShellApp } from './ShellApp';

export type BootAppOptions = {
  appKind: AppKind;
  routes: readonly FeatureRoute[];
  rootElement: HTMLElement;
  /** From the session package: read on every hub call. */
  getSessionId: () => string | undefined;
  /** From the session package: clears authentication and goes to /login on any HTTP 403. */
  onForbidden?: () => void;
  /** Session and feature parts for the frame, and the device rules the app opts into. */
  slots?: FrameSlots;
  /**
   * What each feature the app offers adds to start-up (stores, guest-data wipe, login loaders,
   * logout steps, saved slices), the session's own first.
   */
  features: readonly FeatureContribution[];
};

/** Everything an app's main.tsx needs: hub address, hub client, language, then the shell. */
export async function bootApp(options: BootAppOptions): Promise<void> {
  const override = await loadRuntimeConfig();
  const hubAddress = resolveHubAddress(window.location, override);
  const hub = createHubClient({
    hubApiUrl: hubAddress.hubApiUrl,
    getSessionId: options.getSessionId,
    fetch: createNetworkAwareFetch(),
    ...(options.onForbidden ? { onForbidden: options.onForbidden } : {}),
  });
  languageStore.getState().setLanguage(pickStartupLanguage(navigator.languages, window.location.hostname));
  const persistence = createBrowserPersistence();
  installFeatures(options.features);
  persistShellSlices(persistence);
  for (const feature of options.features) feature.persistSlices?.(persistence);
  createRoot(options.rootElement).render(
    <StrictMode>
      <ShellApp
        appKind={options.appKind}
        hub={hub}
        hubAddress={hubAddress}
        routes={options.routes}
        {...(options.slots ? { slots: options.slots } : {})}
      />
    </StrictMode>,
  );
}
