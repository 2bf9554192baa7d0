import { useId, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { HubDataState, routePaths, useMessages } from '@companion/shell';
import { EmptyState, textLink } from '@companion/ui';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { useConsent } from '../store/use-consent';
import { usePhotoMatchEnabled } from './use-photo-match-enabled';

type PhotoPageProps = {
  title: string;
  children: ReactNode;
  /** The consent page itself is open before the guest has decided. */
  isConsentPage?: boolean;
  /** A page whose content shares a portrait kiosk's height (frame.css `main`, `data-fills-screen`). */
  fillsKiosk?: boolean;
};

/**
 * Every photo page (bookable-services.md §2, §4): it exists only when photoMatchEnabled is on, and
 * until the guest has decided on consent it sends them to the consent page. Login is the app's
 * guard: every photo route is `requiresLogin`.
 */
export function PhotoPage({ title, children, isConsentPage = false, fillsKiosk = false }: PhotoPageProps) {
  const enabled = usePhotoMatchEnabled();
  const titleId = useId();
  if (!enabled) return <NotOffered />;
  return (
    <section
      className={fillsKiosk ? `${styles.page} ${styles.fillsKiosk}` : styles.page}
      aria-labelledby={titleId}
      {...(fillsKiosk ? { 'data-fills-screen': '' } : {})}
    >
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {isConsentPage ? children : <ConsentDecided>{children}</ConsentDecided>}
    </section>
  );
}

function ConsentDecided({ children }: { children: ReactNode }) {
  const consent = useConsent();
  const location = useLocation();
  const t = useMessages(photomatchMessages);
  return (
    <HubDataState data={consent} loadingLabel={t('loadingConsent')} failedTitle={t('consentFailed')}>
      {(decided) =>
        decided === null ? <Navigate to={routePaths.photoConsent()} replace state={{ from: location.pathname }} /> : <>{children}</>
      }
    </HubDataState>
  );
}

/** What a photo address shows where the ship offers no photos: the page does not exist. */
function NotOffered() {
  const t = useMessages(photomatchMessages);
  const titleId = useId();
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('notOfferedTitle')}
      </h1>
      <EmptyState
        title={t('notOfferedDetail')}
        action={
          <Link className={textLink} to={routePaths.home()}>
            {t('backHome')}
          </Link>
        }
      />
    </section>
  );
}
