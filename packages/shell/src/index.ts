export { bootApp } from './boot/boot-app';
export { ShellApp } from './boot/ShellApp';
export { ShellProvider, useShellServices, useHub, useDeviceConfig, useDeviceType, useWayfinderPanel } from './shell-context';
export type { AppKind, FrameSlots, WayfinderPanelProps } from './shell-context';
export { routePaths } from './routes/route-paths';
export { StartUp } from './startup/StartUp';
export { ServerConnectionError } from './startup/ServerConnectionError';
export { AppFrame } from './frame/AppFrame';
export { appTitle } from './frame/app-title';
export { RouteErrorPage } from './frame/RouteErrorPage';
export { toRouteObjects } from './routes/to-route-objects';
export type { EarlyPicture, FeatureRoute, RouteHandle } from './routes/feature-route';
export { defineMessages } from './i18n/define-messages';
export { translate } from './i18n/translate';
export type { Translate } from './i18n/translate';
export { useMessages } from './i18n/use-messages';
export { useLanguage } from './i18n/use-language';
export { useSetLanguage } from './i18n/use-set-language';
export { createStatePersistence, PERSISTENCE_KEY } from './persistence/state-persistence';
export type { StatePersistence, PersistableStore, SliceCodec, PersistedSliceName } from './persistence/state-persistence';
export { useGuestLocale } from './i18n/use-guest-locale';
export { useCurrency } from './use-currency';
export { fieldCodec } from './persistence/field-codec';
export { beforeLastSave, runBeforeLastSave } from './persistence/before-last-save';
export { useFooterType } from './stores/use-footer-type';
export { useVideoLanguage } from './stores/use-video-language';
export { videoDeviceUuid } from './stores/video-language-store';
export { useThemeSettings, useDateLocale } from './theme-settings';
export { useKioskIdleLogout } from './device-rules/use-kiosk-idle-logout';
export { useIdleRedirect } from './device-rules/use-idle-redirect';
export { useRemoteReload } from './device-rules/use-remote-reload';
export { useDeviceFlags } from './device-rules/use-device-flags';
export { VideoLanguageModal } from './frame/parts/VideoLanguageModal';
export { shellMessages } from './shell-messages';
export { useHubData } from './data/use-hub-data';
export { installFeatures, installedFeatures, resetGuestStores } from './features/installed-features';
export type { FeatureContribution, GuestDataStore, LoginLoader, LogoutStep } from './features/feature-contribution';
export { deviceStores } from './stores/device-stores';
export type { HubData, HubDataOptions } from './data/use-hub-data';
export { HubDataState } from './data/HubDataState';
export { ExternalLinksOnPhone } from './frame/external-links/ExternalLinksOnPhone';
export { useExternalLinkLabel } from './frame/external-links/use-external-link-label';
export { ScreenPages } from './pages/ScreenPages';
export { useClock } from './frame/parts/use-clock';
export { SignageClock } from './frame/parts/SignageClock';
export { WithKioskKeyboard } from './kiosk-keyboard/WithKioskKeyboard';
export { KioskFieldKeyboard } from './kiosk-keyboard/KioskFieldKeyboard';
export type { ScreenPagesProps } from './pages/ScreenPages';
export type { HubDataStateProps } from './data/HubDataState';
export { clearHubDataCache } from './data/hub-data-cache';
export { useHubErrorReason } from './data/use-hub-error-reason';
export { GoneState } from './data/GoneState';
export {
  useOffline,
  isOffline,
  browserOffline,
  offlineSince,
  reportHubUnreachable,
  reportHubReachable,
  subscribeNetworkStatus,
} from './offline/network-status';
export { createNetworkAwareFetch } from './offline/network-aware-fetch';
// Offline first (issue 20, sw20): the service worker's registration and update policy, what is shown is from when, the Cache Storage wipe.
export {
  createUpdatePolicy,
  updateMomentFor,
  isIdleForUpdate,
  UPDATE_WHEN_IDLE_MS,
  type UpdatePolicy,
  type UpdateMoment,
} from './offline/update-policy';
export { useShownDataTime, shownDataTime, STORED_AT_HEADER } from './offline/shown-data-time';
export { OfflineActionNotice, useOfflineAction, type OfflineActionNoticeProps } from './offline/OfflineActionNotice';
