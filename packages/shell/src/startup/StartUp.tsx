import type { ReactNode } from 'react';
import type { DeviceConfig, HubClient } from '@companion/hub-client';
import { resolveThemeName, type ThemeName } from '@companion/theme';
import type { EarlyStart } from '../startup-cache/early-start';
import { useDocumentLanguage } from '../i18n/use-document-language';
import { ServerConnectionError } from './ServerConnectionError';
import { useStartUp } from './use-start-up';

export type StartUpProps = {
  hub: HubClient;
  /** From boot: the kept configuration to start from and the request already under way. */
  early?: EarlyStart;
  children: (config: DeviceConfig, themeName: ThemeName) => ReactNode;
};

/** Nothing while loading, the error page (retrying by itself) on failure, the app once the hub has configured it. */
export function StartUp({ hub, early, children }: StartUpProps) {
  useDocumentLanguage();
  const state = useStartUp(hub, early);
  if (state.status === 'loading') return null;
  if (state.status === 'failed') {
    return (
      <ServerConnectionError error={state.error} retry={{ retryAt: state.retryAt, retrying: state.retrying, onRetry: state.retryNow }} />
    );
  }
  const themeName = resolveThemeName(state.config.hub.layoutTheme, state.config.hub.uiSettings?.theme);
  return <>{children(state.config, themeName)}</>;
}
