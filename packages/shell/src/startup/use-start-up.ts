import { useCallback, useEffect, useRef, useState } from 'react';
import type { DeviceConfig, HubClient, HubError } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickOfferedLanguage } from '../i18n/pick-language';
import { loadStartUp, retryDelayMs } from './start-up-state';

export type StartUpProgress =
  | { status: 'loading' }
  /** `retryAt` is when the next automatic try starts (epoch ms); `retrying` while a try runs. */
  | { status: 'failed'; error: HubError; retryAt: number; retrying: boolean; retryNow: () => void }
  | { status: 'ready'; config: DeviceConfig };

/**
 * Fetches the device configuration once per hub client and settles the language before the
 * first page renders. A failed start tries again by itself with a growing wait: kiosks and
 * signage screens have no reload button, so one hub blip at boot must not strand them.
 */
export function useStartUp(hub: HubClient): StartUpProgress {
  const [state, setState] = useState<StartUpProgress>({ status: 'loading' });
  const retryNowRef = useRef<() => void>(() => {});
  const retryNow = useCallback(() => retryNowRef.current(), []);

  useEffect(() => {
    let current = true;
    let failures = 0;
    let running = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const attempt = () => {
      clearTimeout(timer);
      running = true;
      setState((previous) => (previous.status === 'failed' ? { ...previous, retrying: true } : previous));
      void loadStartUp(hub).then((next) => {
        if (!current) return;
        running = false;
        if (next.status === 'ready') {
          const { language, setLanguage } = languageStore.getState();
          setLanguage(pickOfferedLanguage(language, next.config.deviceGroup.deviceProfile.languages));
          setState(next);
          return;
        }
        if (next.status !== 'failed') return;
        failures += 1;
        const delay = retryDelayMs(failures);
        timer = setTimeout(attempt, delay);
        setState({ status: 'failed', error: next.error, retryAt: Date.now() + delay, retrying: false, retryNow });
      });
    };

    // A press while a try is under way would only start a second request racing the first.
    retryNowRef.current = () => {
      if (current && !running) attempt();
    };
    setState({ status: 'loading' });
    attempt();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [hub, retryNow]);

  return state;
}
