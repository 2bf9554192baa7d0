import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { musterMessages } from '../muster-messages';
import { BackToMuster } from '../BackToMuster';
import * as styles from '../muster.css';
import { loadSafetyVideo } from './load-safety-video';
import { SafetyVideoFlow } from './SafetyVideoFlow';

/** /muster/video: the safety video, which cannot be skipped, then the party's confirmation. */
export function MusterVideoScreen() {
  const t = useMessages(musterMessages);
  const page = useHubData(loadSafetyVideo);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('videoTitle')}</h1>
      <HubDataState
        data={page}
        loadingLabel={t('loadingVideo')}
        failedTitle={t('videoFailed')}
        empty={{ when: (ready) => !ready.source, title: t('noVideo') }}
      >
        {(ready) => (ready.source ? <SafetyVideoFlow page={ready} source={ready.source} /> : null)}
      </HubDataState>
      <BackToMuster />
    </section>
  );
}
