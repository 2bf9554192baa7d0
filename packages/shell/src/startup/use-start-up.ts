import { useEffect, useState } from 'react';
import type { HubClient } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { pickOfferedLanguage } from '../i18n/pick-language';
import { loadStartUp, type StartUpState } from './start-up-state';

/** Fetches the device configuration once per hub client and settles the language before the first page renders. */
export function useStartUp(hub: HubClient): StartUpState {
  const [state, setState] = useState<StartUpState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    void loadStartUp(hub).then((next) => {
      if (!current) return;
      if (next.status === 'ready') {
        const { language, setLanguage } = languageStore.getState();
        setLanguage(pickOfferedLanguage(language, next.config.deviceGroup.deviceProfile.languages));
      }
      setState(next);
    });
    return () => {
      current = false;
    };
  }, [hub]);
  return state;
}
