import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { deviceKindClassNames } from '@companion/theme';
import { useDeviceFlags } from '../device-rules/use-device-flags';
import { useLanguage } from '../i18n/use-language';
import { useDeviceConfig, useShellServices } from '../shell-context';
import { disabilityStore } from '../stores/disability-store';
import { appTitle } from './app-title';
import * as styles from './frame.css';
import { pageStyleVariables } from './page-style-variables';
import { Footer } from './parts/Footer';
import { Header } from './parts/Header';
import { OfflineBanner } from './parts/OfflineBanner';
import { afterFirstScreen } from '../startup/after-first-screen';
import { SubHeader } from './parts/SubHeader';
import { useNavigationEffects } from './use-navigation-effects';
import { usePageTitleAndFocus } from './use-page-title-and-focus';
import { useQrHashRedirect } from './use-qr-hash-redirect';

// Nothing of the service worker is needed before the first screen: its code loads after it too.
const ServiceWorkerUpdates = lazy(() =>
  afterFirstScreen(() => import('../offline/ServiceWorkerUpdates')).then((module) => ({ default: module.ServiceWorkerUpdates })),
);

/** The frame around every page: header, sub-header, banner, the page, footer; plus the app's device rules. */
export function AppFrame() {
  const config = useDeviceConfig();
  const { slots, appKind } = useShellServices();
  const flags = useDeviceFlags();
  const offset = disabilityStore((state) => state.offset);
  const title = appTitle(config);
  useNavigationEffects();
  useQrHashRedirect();
  usePageTitleAndFocus(title, useLanguage());
  const Banner = slots?.banner;
  const DeviceRules = slots?.deviceRules;
  const Guard = slots?.routeGuard;
  const BelowPage = slots?.belowPage;
  return (
    <div
      className={[styles.root, deviceKindClassNames[appKind], flags.boldText ? styles.boldText : ''].filter(Boolean).join(' ')}
      style={pageStyleVariables(config.hub.uiSettings?.appExcursionVariables)}
    >
      {DeviceRules ? <DeviceRules /> : null}
      <Header />
      <SubHeader />
      <OfflineBanner />
      <Suspense fallback={null}>
        <ServiceWorkerUpdates />
      </Suspense>
      {Banner ? <Banner /> : null}
      <main className={styles.main} id="main" style={offset ? { marginTop: offset } : undefined}>
        {Guard ? (
          <Guard>
            <Outlet />
          </Guard>
        ) : (
          <Outlet />
        )}
      </main>
      {BelowPage ? (
        <div className={styles.belowPage}>
          <BelowPage />
        </div>
      ) : null}
      <Footer />
    </div>
  );
}
