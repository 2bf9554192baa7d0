import { Link, useParams } from 'react-router';
import type { Excursion } from '@companion/hub-client';
import { HubDataState, useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { ExcursionDetail } from '../detail/ExcursionDetail';
import { useExcursionPage } from '../detail/use-excursion-page';
import { BookingGate } from '@companion/session';
import { buttonLink, notice } from '@companion/ui';

/** Where Add to basket leads: the cart's own addresses (bookable-services §2). */
export function basketEntryPath(excursion: Excursion): string | undefined {
  if (excursion.type === 'ResortExcursion' && excursion.destination)
    return `/resorts/${excursion.destination.id}/${excursion.id}${excursion.date ? `/${excursion.date}` : ''}`;
  return excursion.itinerary ? `/excursion/${excursion.itinerary.id}/${excursion.id}` : undefined;
}

/** /shoreexcursion/{id}: the simple detail of a shore excursion, with Add to basket. */
export function ShoreExcursionScreen() {
  const t = useMessages(excursionsMessages);
  const id = useParams().id ?? '';
  const page = useExcursionPage(id);
  return (
    <HubDataState data={page} loadingLabel={t('loadingExcursion')} failedTitle={t('excursionFailed')} missingIsGone>
      {(ready) => {
        const { excursion, descriptions } = ready;
        const entry = basketEntryPath(excursion);
        return (
          <ExcursionDetail
            excursion={excursion}
            descriptions={descriptions}
            action={
              <BookingGate>
                {excursion.currentAvailability === 0 ? (
                  <p className={notice}>{t('soldOut')}</p>
                ) : entry ? (
                  <Link to={entry} className={buttonLink}>
                    {t('addToBasket')}
                  </Link>
                ) : null}
              </BookingGate>
            }
          />
        );
      }}
    </HubDataState>
  );
}
