import { useCallback, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { getExcursionsByDate, getItinerarySchedules, type HubClient } from '@companion/hub-client';
import { useDateLocale, useHubData, useMessages } from '@companion/shell';
import { DateStrip, formatDate } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import { hubDateFromRoute, isoOfRouteDate, routeDateOfIso, todayRouteDate } from '../rules/list-dates';
import { ExcursionList } from './ExcursionList';

/**
 * /onboard/excursions[/{date}] and /onboard/excursionsbydate/{date}: the excursions of a date
 * (today without one), with the voyage's days to move between.
 */
export function ExcursionsByDateScreen() {
  const t = useMessages(excursionsMessages);
  const locale = useDateLocale();
  const navigate = useNavigate();
  const routeDate = useParams().date ?? todayRouteDate();
  const iso = isoOfRouteDate(routeDate);
  const load = useCallback((hub: HubClient) => getExcursionsByDate(hub, hubDateFromRoute(routeDate)), [routeDate]);
  const schedules = useHubData(getItinerarySchedules);
  const dates = useMemo(() => (schedules.status === 'ready' ? schedules.value.map((schedule) => schedule.date) : []), [schedules]);
  const title = iso ? t('listTitleOn', { date: formatDate(iso, locale) }) : t('listTitle');
  const navigation =
    dates.length > 1 ? (
      <DateStrip
        dates={dates}
        selected={iso}
        today={isoOfRouteDate(todayRouteDate())}
        onSelect={(date) => navigate(`/onboard/excursions/${routeDateOfIso(date)}`)}
        locale={locale}
        labels={{ strip: t('chooseDay'), previous: t('previousDays'), next: t('nextDays') }}
      />
    ) : undefined;
  // Not keyed by the date, as the programme's page is not: a new date loads into the same list, so
  // the date strip stays mounted and the day the guest chose keeps keyboard focus.
  return (
    <ExcursionList
      title={title}
      load={load}
      navigation={navigation}
      navigationPending={schedules.status === 'loading'}
      detailPath={(excursion) => `/onboard/excursion/${excursion.id}`}
    />
  );
}
