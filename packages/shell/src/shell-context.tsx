import { createContext, useContext, type ReactNode } from 'react';
import type { DeviceConfig, DeviceType, HubAddress, HubClient } from '@companion/hub-client';
import type { ThemeName } from '@companion/theme';

/** Which shell is running: the app decides its device rules from this, not from the hub. */
export type AppKind = 'guest' | 'kiosk' | 'signage';

export type ShellServices = {
  appKind: AppKind;
  hub: HubClient;
  hubAddress: HubAddress;
  deviceConfig: DeviceConfig;
  themeName: ThemeName;
};

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  if (!services) throw new Error('useShellServices must be used inside ShellProvider (the app boot or a story/test harness).');
  return services;
}

export function useHub(): HubClient {
  return useShellServices().hub;
}

export function useDeviceConfig(): DeviceConfig {
  return useShellServices().deviceConfig;
}

export function useDeviceType(): DeviceType {
  return useShellServices().deviceConfig.deviceGroup.deviceType;
}
