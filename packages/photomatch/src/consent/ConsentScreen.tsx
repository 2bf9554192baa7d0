import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PhotoConsent } from '@companion/hub-client';
import { HubDataState, routePaths, useHub, useMessages, useShellServices } from '@companion/shell';
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
  // A kiosk's portrait screen: the two answers share the height the frame leaves.
  const fillsKiosk = useShellServices().appKind === 'kiosk';
  return (
    <PhotoPage title={t('consentTitle')} isConsentPage fillsKiosk={fillsKiosk}>
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
  const disabled = saving === 'saving';
  return (
    <>
      <p className={styles.lead}>{t('consentIntro')}</p>
      <p className={styles.note}>{state}</p>
      <section aria-labelledby="consent-means-title" className={styles.answersSection}>
        <h2 id="consent-means-title" className={styles.subtitle}>
          {t('consentMeansTitle')}
        </h2>
        <ul className={styles.answers}>
          <ConsentAnswer
            choice
            name={t('consentAccept')}
            means={t('consentYesMeans')}
            current={current}
            disabled={disabled}
            onChoose={choose}
          />
          <ConsentAnswer
            choice={false}
            name={t('consentDecline')}
            means={t('consentNoMeans')}
            current={current}
            disabled={disabled}
            onChoose={choose}
          />
        </ul>
        <p className={styles.muted}>{t('consentChangeable')}</p>
      </section>
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

type ConsentAnswerProps = {
  choice: boolean;
  name: string;
  means: string;
  current: PhotoConsent;
  disabled: boolean;
  onChoose: (choice: boolean) => Promise<void>;
};

/**
 * One answer with what it does beside its button, which a screen reader hears as the button's
 * description: consent to matching a face is asked once, on a phone or at a kiosk, and a guest
 * should not have to guess what "No" costs them.
 */
function ConsentAnswer({ choice, name, means, current, disabled, onChoose }: ConsentAnswerProps) {
  const meansId = useId();
  return (
    <li className={styles.answer}>
      <p id={meansId} className={styles.answerMeans}>
        {means}
      </p>
      <Button
        className={styles.answerButton}
        onClick={() => void onChoose(choice)}
        disabled={disabled}
        aria-pressed={current === choice}
        aria-describedby={meansId}
      >
        {name}
      </Button>
    </li>
  );
}
