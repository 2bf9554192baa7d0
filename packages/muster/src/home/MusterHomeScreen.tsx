import { useId } from 'react';
import { Link } from 'react-router';
import { HubDataState, useMessages, useShellServices } from '@companion/shell';
import { musterMessages } from '../muster-messages';
import { musterPaths } from '../muster-paths';
import * as styles from '../muster.css';
import { GroupBanner } from '../status/GroupBanner';
import { useMusterStatus } from '../status/use-muster-status';
import { MusterStepIcon, type MusterStep } from './MusterStepIcon';

type MusterMessageKey = keyof (typeof musterMessages)['en'];

const steps = [
  { step: 'video', to: musterPaths.video, title: 'watchVideo', hint: 'watchVideoHint' },
  { step: 'status', to: musterPaths.status, title: 'seeStatus', hint: 'seeStatusHint' },
  { step: 'schedule', to: musterPaths.schedule, title: 'seeSchedule', hint: 'seeScheduleHint' },
] as const satisfies readonly { step: MusterStep; to: string; title: MusterMessageKey; hint: MusterMessageKey }[];

/** One way on: named by its title, described by its hint (a screen reader hears both, the name first). */
function StepCard({ step, to, title, hint }: { step: MusterStep; to: string; title: string; hint: string }) {
  const id = useId();
  return (
    <Link to={to} className={styles.step} aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`}>
      <MusterStepIcon step={step} className={styles.stepIcon} />
      <span id={`${id}-title`} className={styles.stepTitle}>
        {title}
      </span>
      <span id={`${id}-hint`} className={styles.stepHint}>
        {hint}
      </span>
    </Link>
  );
}

/** /muster/home: the party's muster at a glance and the way to the video, status and schedule. */
export function MusterHomeScreen() {
  const t = useMessages(musterMessages);
  const status = useMusterStatus();
  // A kiosk's portrait screen: the ways on take the height the frame leaves (frame.css `main`).
  const fillsKiosk = useShellServices().appKind === 'kiosk';
  return (
    <section
      className={fillsKiosk ? `${styles.page} ${styles.fillsKiosk}` : styles.page}
      {...(fillsKiosk ? { 'data-fills-screen': '' } : {})}
    >
      <h1 className={styles.title}>{t('homeTitle')}</h1>
      <p className={styles.intro}>{t('homeIntro')}</p>
      <HubDataState
        data={status}
        loadingLabel={t('loadingStatus')}
        failedTitle={t('statusFailed')}
        // Nobody to muster is not "0 people still to go".
        empty={{ when: (ready) => ready.passengers.length === 0, title: t('noPassengers') }}
      >
        {(ready) => <GroupBanner status={ready} />}
      </HubDataState>
      <nav aria-label={t('musterActions')} className={styles.stepsNav}>
        <ul className={styles.steps}>
          {steps.map(({ step, to, title, hint }) => (
            <li key={step}>
              <StepCard step={step} to={to} title={t(title)} hint={t(hint)} />
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
