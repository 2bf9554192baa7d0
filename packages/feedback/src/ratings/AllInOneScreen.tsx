import { useHubData, HubDataState, useMessages } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import { useOutboxSender } from '../outbox/use-outbox';
import * as styles from '../feedback.css';
import { AllInOneForm } from './AllInOneForm';
import { loadAllInOne } from './load-all-in-one';

/** /ratings/allinone: the allInOneFeedback category's profiles on one page. */
export function AllInOneScreen() {
  const t = useMessages(feedbackMessages);
  const page = useHubData(loadAllInOne);
  useOutboxSender();
  return (
    <section className={styles.page}>
      <HubDataState
        data={page}
        loadingLabel={t('loadingAllInOne')}
        failedTitle={t('allInOneFailed')}
        empty={{ when: (ready) => ready.profiles.length === 0, title: t('noAllInOne') }}
      >
        {(ready) => (
          <>
            <h1 className={styles.title}>{ready.category?.title ?? t('allInOneTitle')}</h1>
            <SafeHtml html={ready.category?.description} className={styles.intro} />
            <AllInOneForm page={ready} />
          </>
        )}
      </HubDataState>
    </section>
  );
}
