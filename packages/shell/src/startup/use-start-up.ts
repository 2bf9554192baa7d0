import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { DeviceConfig, FirstPageDeviceConfig, HubClient, HubError, HubResult } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickOfferedLanguage } from '../i18n/pick-language';
import { sameConfig, type EarlyStart } from '../startup-cache/early-start';
import { afterFirstScreen } from './after-first-screen';
import { loadStartUp, retryDelayMs, type StartUpState } from './start-up-state';

export type StartUpProgress =
  | { status: 'loading' }
  /** `retryAt` is when the next automatic try starts (epoch ms); `retrying` while a try runs. */
  | { status: 'failed'; error: HubError; retryAt: number; retrying: boolean; retryNow: () => void }
  | { status: 'ready'; config: DeviceConfig };

function settleLanguage(config: DeviceConfig) {
  const { language, setLanguage } = languageStore.getState();
  setLanguage(pickOfferedLanguage(language, config.deviceGroup.deviceProfile.languages));
}

/** A try's outcome; `fullCheck` when the answer shown was checked only for what pages read. */
type Outcome = { state: StartUpState; fullCheck?: () => Promise<HubResult<DeviceConfig>> };

function fromFirstPage(answer: Promise<FirstPageDeviceConfig>): Promise<Outcome> {
  return answer.then(({ result, fullCheck }) => ({
    state: result.ok ? { status: 'ready', config: result.value } : { status: 'failed', error: result.error },
    fullCheck,
  }));
}

/** The configuration kept from the last start with this hub, language settled, or loading. */
function initialProgress(hub: HubClient, early: EarlyStart | undefined): StartUpProgress {
  const cached = early?.cache.read(hub.hubApiUrl);
  if (!cached) return { status: 'loading' };
  settleLanguage(cached);
  return { status: 'ready', config: cached };
}

/**
 * Fetches the device configuration once per hub client and settles the language before the
 * first page renders. A failed start tries again by itself with a growing wait: kiosks and
 * signage screens have no reload button, so one hub blip at boot must not strand them.
 *
 * With `early` (boot), the last good configuration shows the app at once and the hub's answer
 * (already requested before React mounted) refreshes it behind: a changed theme or module list
 * is applied by re-rendering, never by reloading the page, and an unchanged answer changes
 * nothing. While a kept configuration is shown, a failed refresh is retried quietly.
 */
export function useStartUp(hub: HubClient, early?: EarlyStart): StartUpProgress {
  const [state, setState] = useState<StartUpProgress>(() => initialProgress(hub, early));
  const retryNowRef = useRef<() => void>(() => {});
  const retryNow = useCallback(() => retryNowRef.current(), []);
  const earlyRef = useRef(early);

  useEffect(() => {
    let current = true;
    let failures = 0;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const startEarly = earlyRef.current;
    const cached = startEarly?.cache.read(hub.hubApiUrl);
    let shown: DeviceConfig | undefined = cached;
    // The request boot sent is for this hub only on the first try; later tries ask again.
    let firstAnswer = startEarly?.firstAnswer?.hub === hub ? startEarly.firstAnswer.answer : undefined;

    const fail = (error: HubError) => {
      clearTimeout(timer);
      failures += 1;
      const delay = retryDelayMs(failures);
      timer = setTimeout(attempt, delay);
      if (shown) return;
      setState({ status: 'failed', error, retryAt: Date.now() + delay, retrying: false, retryNow });
    };

    const show = (config: DeviceConfig) => {
      if (shown && sameConfig(shown, config)) return;
      shown = config;
      settleLanguage(config);
      // A transition, like boot's first render: the app draws in slices of a few milliseconds
      // rather than in one long task (issue 20, Lighthouse TBT on a slow phone).
      startTransition(() => setState({ status: 'ready', config }));
    };

    // The first answer is checked in full after the first screen (hub-client's
    // getDeviceConfigForFirstPage), and kept for the next start only once that check passes.
    // With nothing on screen it is shown before (`shownUnchecked`), and failing the check ends
    // this start as a malformed answer does. With a kept configuration on screen there is no
    // hurry: the checked answer replaces it, if it differs, and a failed check is retried
    // quietly. Comparing the checked answer, not the raw one, also means fields the schema does
    // not know never make an unchanged configuration look changed.
    const confirmAfterFirstScreen = (fullCheck: () => Promise<HubResult<DeviceConfig>>, shownUnchecked?: DeviceConfig) => {
      void afterFirstScreen(fullCheck).then(
        (checked) => {
          if (!current) return;
          if (checked.ok) {
            startEarly?.cache.write(hub.hubApiUrl, checked.value);
            if (!shownUnchecked) show(checked.value);
            return;
          }
          if (shownUnchecked) {
            // A later answer replaced it meanwhile: that one is what counts.
            if (shown !== shownUnchecked) return;
            shown = undefined;
          }
          fail(checked.error);
        },
        // The schema could not load (offline before the service worker had it): what is shown
        // stays, unconfirmed, and is not kept.
        () => undefined,
      );
    };

    const attempt = () => {
      clearTimeout(timer);
      running = true;
      if (!shown) setState((previous) => (previous.status === 'failed' ? { ...previous, retrying: true } : previous));
      const next: Promise<Outcome> = firstAnswer ? fromFirstPage(firstAnswer) : loadStartUp(hub).then((state) => ({ state }));
      firstAnswer = undefined;
      void next.then(({ state: result, fullCheck }) => {
        if (!current) return;
        running = false;
        if (result.status === 'failed') fail(result.error);
        if (result.status !== 'ready') return;
        if (!fullCheck) {
          startEarly?.cache.write(hub.hubApiUrl, result.config);
          show(result.config);
        } else if (shown) {
          confirmAfterFirstScreen(fullCheck);
        } else {
          show(result.config);
          confirmAfterFirstScreen(fullCheck, result.config);
        }
      });
    };

    // A press while a try is under way would only start a second request racing the first.
    retryNowRef.current = () => {
      if (current && !running) attempt();
    };
    // Keep the very object shown from the first render: a new one would re-render the whole app.
    setState((previous) =>
      !cached
        ? { status: 'loading' }
        : previous.status === 'ready' && sameConfig(previous.config, cached)
          ? previous
          : { status: 'ready', config: cached },
    );
    attempt();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [hub, retryNow]);

  return state;
}
