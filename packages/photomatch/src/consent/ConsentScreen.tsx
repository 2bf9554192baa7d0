import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PhotoConsent } from '@companion/hub-client';
import { HubDataState, routePaths, useHub, useMessages } from '@companion/shell';
import { Button, textLink } from '@companion/ui';
import { PhotoPage } from '../gate/PhotoPage';
import { photomatchMessages } from '../photomatch-messages';
import * as styles from '../photomatch.css';
import { decideConsent } from '../store/photo-actions';
import { useConsent } from '../store/use-consent';

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * /photomatch/consent (bookable-services.md §4): null = first access, true = opted in, false =
 * opted out. Each choice is posted; a first-time opt-in goes straight on to the overview.
 */
export function ConsentScreen() {
  const t = useMessages(photomatchMessages);
  return (
    <PhotoPage title={t('consentTitle')} isConsentPage>
      <ConsentChoice />
    </PhotoPage>
  );
}

function ConsentChoice() {
  const t = useMessages(photomatchMessages);
  const consent = useConsent({ fresh: true });
  return (
    <HubDataState data={consent} loadingLabel={t('loadingConsent')} failedTitle={t('consentFailed')}>
      {(current) => <ConsentButtons current={current} />}
    </HubDataState>
  );
}

function ConsentButtons({ current }: { current: PhotoConsent }) {
  const t = useMessages(photomatchMessages);
  const hub = useHub();
  const navigate = useNavigate();
  const [saving, setSaving] = useState<Saving>('idle');
  const busy = useRef(false);

  async function choose(choice: boolean) {
    if (busy.current) return;
    busy.current = true;
    const firstTime = current === null;
    setSaving('saving');
    const ok = await decideConsent(hub, choice);
    busy.current = false;
    if (!ok) {
      setSaving('failed');
      return;
    }
    if (choice && firstTime) {
      void navigate(routePaths.photoOverview(), { replace: true });
      return;
    }
    setSaving('saved');
  }

  const state = current === null ? t('consentUndecided') : current ? t('consentGiven') : t('consentRefused');
  return (
    <>
      <p className={styles.lead}>{t('consentIntro')}</p>
      <ChoiceMeanings />
      <p className={styles.note}>{state}</p>
      <div className={styles.actions}>
        <Button onClick={() => void choose(true)} disabled={saving === 'saving'} aria-pressed={current === true}>
          {t('consentAccept')}
        </Button>
        <Button onClick={() => void choose(false)} disabled={saving === 'saving'} aria-pressed={current === false}>
          {t('consentDecline')}
        </Button>
      </div>
      <div aria-live="polite">
        {saving === 'saving' ? <p>{t('consentSaving')}</p> : null}
        {saving === 'saved' ? <p>{t('consentSaved')}</p> : null}
      </div>
      {saving === 'failed' ? (
        <p className={styles.error} role="alert">
          {t('consentSaveFailed')}
        </p>
      ) : null}
      {current !== null ? (
        <Link className={textLink} to={routePaths.photoOverview()}>
          {t('toOverview')}
        </Link>
      ) : null}
    </>
  );
}

/**
 * What each answer does, and that it can be undone: consent to matching a face is asked once, on a
 * phone or at a kiosk, and a guest should not have to guess what "No" costs them.
 */
function ChoiceMeanings() {
  const t = useMessages(photomatchMessages);
  return (
    <section aria-labelledby="consent-means-title">
      <h2 id="consent-means-title" className={styles.subtitle}>
        {t('consentMeansTitle')}
      </h2>
      <dl className={styles.choiceMeanings}>
        <div className={styles.choiceMeaning}>
          <dt className={styles.choiceName}>{t('consentAccept')}</dt>
          <dd className={styles.choiceText}>{t('consentYesMeans')}</dd>
        </div>
        <div className={styles.choiceMeaning}>
          <dt className={styles.choiceName}>{t('consentDecline')}</dt>
          <dd className={styles.choiceText}>{t('consentNoMeans')}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('consentChangeable')}</p>
    </section>
  );
}
