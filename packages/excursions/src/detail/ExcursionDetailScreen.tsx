import { Link, useParams } from 'react-router';
import { HubDataState, useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { BookingGate } from '@companion/session';
import { buttonLink, notice } from '@companion/ui';
import { ExcursionDetail } from './ExcursionDetail';
import { useExcursionPage } from './use-excursion-page';

/** /onboard/excursion/{id}: the excursion, and Book now for a guest who may book. */
export function ExcursionDetailScreen() {
  const t = useMessages(excursionsMessages);
  const id = useParams().id ?? '';
  const page = useExcursionPage(id);
  return (
    <HubDataState data={page} loadingLabel={t('loadingExcursion')} failedTitle={t('excursionFailed')} missingIsGone>
      {(ready) => {
        const { excursion, descriptions } = ready;
        const soldOut = excursion.currentAvailability === 0;
        return (
          <ExcursionDetail
            excursion={excursion}
            descriptions={descriptions}
            action={
              <BookingGate>
                {soldOut ? (
                  <p className={notice}>{t('soldOut')}</p>
                ) : (
                  <Link to={`/onboard/bookexcursion/${excursion.id}`} className={buttonLink}>
                    {t('bookNow')}
                  </Link>
                )}
              </BookingGate>
            }
          />
        );
      }}
    </HubDataState>
  );
}
