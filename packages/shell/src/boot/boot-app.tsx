import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHubClient, getDeviceConfigForFirstPage, resolveHubAddress, type HubAddress } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickStartupLanguage } from '../i18n/pick-language';
import { createBrowserPersistence } from '../persistence/browser-persistence';
import { featurePersistence } from '../persistence/state-persistence';
import { persistShellSlices } from '../stores/persist-shell-slices';
import type { FeatureContribution } from '../features/feature-contribution';
import { installFeatures } from '../features/installed-features';
import type { FeatureRoute } from '../routes/feature-route';
import type { AppKind, FrameSlots } from '../shell-context';
import { createNetworkAwareFetch } from '../offline/network-aware-fetch';
import { afterFirstScreen } from '../startup/after-first-screen';
import { createDeviceConfigCache } from '../startup-cache/device-config-cache';
import { earlyConfigJsonFetch, earlyAnswersFetch } from '../startup-cache/early-config-json';
import type { EarlyStart } from '../startup-cache/early-start';
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
  // config.json (often already asked for by index.html's start script) and devices/config go out
  // together: waiting for one before sending the other was a round trip of every start. The
  // configuration is asked of the hub the page would use without config.json; a config.json that
  // names another hub still wins, and then that hub is asked instead.
  const overrideAnswer = loadRuntimeConfig(earlyConfigJsonFetch());
  const createHub = (address: HubAddress, inner?: typeof fetch) =>
    createHubClient({
      hubApiUrl: address.hubApiUrl,
      getSessionId: options.getSessionId,
      fetch: createNetworkAwareFetch(inner),
      ...(options.onForbidden ? { onForbidden: options.onForbidden } : {}),
    });
  // The start script may have sent devices/config already (before this file even downloaded).
  const guessedHub = createHub(resolveHubAddress(window.location), earlyAnswersFetch(options.getSessionId));
  const guessedAnswer = getDeviceConfigForFirstPage(guessedHub);
  const persistence = createBrowserPersistence();
  installFeatures(options.features, persistence);
  // config.json's languages decide where a first visit starts; a guest's saved choice is restored
  // over it when the shell's slices register just after. Nothing renders before this answer.
  const runtime = await overrideAnswer;
  languageStore.getState().setLanguage(pickStartupLanguage(navigator.languages, window.location.hostname, runtime));
  persistShellSlices(persistence);
  const forFeatures = featurePersistence(persistence);
  const persistFeatureSlices = () => {
    for (const feature of options.features) {
      const later = feature.persistSlices?.(forFeatures);
      if (later) void later.catch((cause: unknown) => console.warn(`Saved state of ${feature.name} could not be restored.`, cause));
    }
  };
  // The features' slices load their code and schemas (zod) behind import(): with something saved
  // for them (a returning guest) it is restored at once; a first visitor has nothing to restore,
  // so that download waits until the first screen shows (issue 20). A store that changes before
  // its slice registers is saved when it does (state-persistence.ts).
  if (persistence.holdsUnregistered()) persistFeatureSlices();
  else void afterFirstScreen(persistFeatureSlices);
  const hubAddress = resolveHubAddress(window.location, runtime);
  const hub = hubAddress.hubApiUrl === guessedHub.hubApiUrl ? guessedHub : createHub(hubAddress);
  // Without a session: the probe only asks whether the hub answers, and carries no guest data.
  // After the first screen (its code is not in the first route); a hub already found unreachable
  // by then is asked at once on the probe's first beat.
  void afterFirstScreen(async () => {
    const { HUB_PROBE_MS, startHubProbe } = await import('../offline/hub-probe');
    startHubProbe(() => hub.http('devices/config', { credentials: 'omit', signal: AbortSignal.timeout(HUB_PROBE_MS * 2) }));
  });
  const early: EarlyStart = { cache: createDeviceConfigCache(), firstAnswer: { hub: guessedHub, answer: guessedAnswer } };
  const root = createRoot(options.rootElement);
  // The first render as a transition: React draws the frame and the first screen in slices of a
  // few milliseconds instead of one task, so a slow phone's main thread stays free between them.
  // Nothing is on screen to keep, so nothing waits. Lighthouse TBT, median of five A/B runs:
  // excursion list 149 → 64 ms, article 152 → 103 ms (docs/performance.md).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ShellApp
          appKind={options.appKind}
          hub={hub}
          hubAddress={hubAddress}
          routes={options.routes}
          early={early}
          {...(options.slots ? { slots: options.slots } : {})}
        />
      </StrictMode>,
    ),
  );
}
