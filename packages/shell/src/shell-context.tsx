import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { DeviceConfig, DeviceType, HubAddress, HubClient } from '@companion/hub-client';
import type { ThemeName } from '@companion/theme';

/** Which shell is running: the app decides its device rules from this, not from the hub. */
export type AppKind = 'guest' | 'kiosk' | 'signage';

/** Places in the frame that higher layers fill: the app passes session and feature parts in. */
export type FrameSlots = {
  /** Start of the sub-header: booking reference or PMS name, logout button, photo basket button. */
  subHeader?: ComponentType;
  /**
   * The clock a signage screen shows in its header when its profile enables it (`SignageClock`):
   * only the signage app fills it, so the clock's code is not in the other apps' first load.
   */
  headerClock?: ComponentType;
  /** The special-offer banner under the sub-header. */
  banner?: ComponentType;
  /** Device rules the app opts into (idle logout, idle redirect, remote reload); renders nothing. */
  deviceRules?: ComponentType;
  /** Wraps every page: the session's login guard. */
  routeGuard?: ComponentType<{ children: ReactNode }>;
  /** After the session parts in the sub-header: other features' buttons (the photo basket). */
  subHeaderExtras?: readonly ComponentType[];
  /**
   * The wayfinder panel for an article or bookable item with a wayfinder profile. Content and
   * reservations show it through `useWayfinderPanel()`; the apps fill it with the wayfinder
   * package's panel, since features never import each other.
   */
  wayfinderPanel?: ComponentType<WayfinderPanelProps>;
  /**
   * What a portrait kiosk shows in the screen a page leaves below it (the kiosk app: the
   * dashboard's services). It decides on which pages it shows; where it renders nothing, or the
   * page fills the screen itself (`data-fills-screen`), the page keeps the whole screen.
   */
  belowPage?: ComponentType;
};

export type WayfinderPanelProps = {
  /** The wayfinder profile of the article or item (platform.md §6). */
  wayfinderProfileId: string;
  /** The destination's name, for the panel's heading and legend. */
  destinationName: string;
};

export type ShellServices = {
  appKind: AppKind;
  hub: HubClient;
  hubAddress: HubAddress;
  deviceConfig: DeviceConfig;
  themeName: ThemeName;
  slots?: FrameSlots;
};

const ShellContext = createContext<ShellServices | null>(null);

export function ShellProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellContext.Provider value={services}>{children}</ShellContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellContext);
  // Short: this text ships in every app's first download; the name says where to look.
  if (!services) throw new Error('No ShellProvider above useShellServices.');
  return services;
}

export function useHub(): HubClient {
  return useShellServices().hub;
}

export function useDeviceConfig(): DeviceConfig {
  return useShellServices().deviceConfig;
}

/** The wayfinder panel the app composed in, or undefined where the app offers none. */
export function useWayfinderPanel(): ComponentType<WayfinderPanelProps> | undefined {
  return useShellServices().slots?.wayfinderPanel;
}

export function useDeviceType(): DeviceType {
  return useShellServices().deviceConfig.deviceGroup.deviceType;
}
