import { useCallback } from 'react';
import { useParams } from 'react-router';
import { getExcursionsByDate, type HubClient } from '@companion/hub-client';
import { useDateLocale, useMessages } from '@companion/shell';
import { formatDate } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import { ExcursionList } from '../list/ExcursionList';
import { hubDateFromRoute, isoOfRouteDate } from '../rules/list-dates';

/** /shoreexcursions/{date}: the cards of that date, each leading to its shore-excursion detail. */
export function ShoreDateScreen() {
  const t = useMessages(excursionsMessages);
  const locale = useDateLocale();
  const routeDate = useParams().date ?? '';
  const iso = isoOfRouteDate(routeDate);
  const load = useCallback((hub: HubClient) => getExcursionsByDate(hub, hubDateFromRoute(routeDate)), [routeDate]);
  return (
    <ExcursionList
      key={routeDate}
      title={t('shoreOn', { date: iso ? formatDate(iso, locale) : routeDate })}
      load={load}
      detailPath={(excursion) => `/shoreexcursion/${excursion.id}`}
    />
  );
}
