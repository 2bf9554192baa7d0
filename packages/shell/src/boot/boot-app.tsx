import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHubClient, resolveHubAddress } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickBrowserLanguage } from '../i18n/pick-language';
import type { FeatureRoute } from '../routes/feature-route';
import type { AppKind } from '../shell-context';
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
};

/** Everything an app's main.tsx needs: hub address, hub client, language, then the shell. */
export async function bootApp(options: BootAppOptions): Promise<void> {
  const override = await loadRuntimeConfig();
  const hubAddress = resolveHubAddress(window.location, override);
  const hub = createHubClient({
    hubApiUrl: hubAddress.hubApiUrl,
    getSessionId: options.getSessionId,
    ...(options.onForbidden ? { onForbidden: options.onForbidden } : {}),
  });
  languageStore.getState().setLanguage(pickBrowserLanguage(navigator.languages));
  createRoot(options.rootElement).render(
    <StrictMode>
      <ShellApp appKind={options.appKind} hub={hub} hubAddress={hubAddress} routes={options.routes} />
    </StrictMode>,
  );
}
