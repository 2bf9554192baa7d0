import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getExcursionsByDay, type HubClient } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import { ExcursionList } from './ExcursionList';

/** /onboard/excursionsbyday/{day}: day mode, without header and filters (bookable-services §2). */
export function ExcursionsByDayScreen() {
  const t = useMessages(excursionsMessages);
  const day = useParams().day ?? '1';
  const load = useCallback((hub: HubClient) => getExcursionsByDay(hub, day), [day]);
  return (
    <ExcursionList
      key={day}
      title={t('listTitleDay', { day })}
      load={load}
      dayMode
      detailPath={(excursion) => `/onboard/excursion/${excursion.id}`}
    />
  );
}
