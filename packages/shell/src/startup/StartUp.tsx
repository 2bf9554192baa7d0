import type { ReactNode } from 'react';
import type { DeviceConfig, HubClient } from '@companion/hub-client';
import { resolveThemeName, type ThemeName } from '@companion/theme';
import { ServerConnectionError } from './ServerConnectionError';
import { useStartUp } from './use-start-up';

export type StartUpProps = {
  hub: HubClient;
  children: (config: DeviceConfig, themeName: ThemeName) => ReactNode;
};

/** Nothing while loading, the error page on failure, the app once the hub has configured it. */
export function StartUp({ hub, children }: StartUpProps) {
  const state = useStartUp(hub);
  if (state.status === 'loading') return null;
  if (state.status === 'failed') return <ServerConnectionError error={state.error} />;
  const themeName = resolveThemeName(state.config.hub.layoutTheme, state.config.hub.uiSettings?.theme);
  return <>{children(state.config, themeName)}</>;
}
