import { useCallback } from 'react';
import { useParams } from 'react-router';
import { DateTime } from 'luxon';
import { getItineraryDay, getItineraryDays, hubOk, type HubClient, type HubResult, type Schedule } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import * as styles from '../programme.css';
import { todayIso, validSchedules } from '../rules/programme-dates';
import { DayDetail } from './ItineraryDetailScreen';

/** The route's date as YYYY-MM-DD: the list links with YYYY-MM-DD; DD-MM-YYYY is read too; none is today. */
export function sparkDate(param: string | undefined): string {
  if (!param) return todayIso();
  const dayFirst = DateTime.fromFormat(param, 'dd-MM-yyyy');
  return dayFirst.isValid ? (dayFirst.toISODate() ?? param) : param;
}

/** The valid schedule of `date` with its full detail, or null when the voyage has no such day. */
async function scheduleOn(hub: HubClient, date: string): Promise<HubResult<Schedule | null>> {
  const days = await getItineraryDays(hub);
  if (!days.ok) return days;
  const day = validSchedules(days.value).find((candidate) => candidate.date === date);
  return day ? getItineraryDay(hub, day.id) : hubOk(null);
}

/** /itinerary/spark[/{date}]: the schedule of a date (today without one). */
export function SparkScreen() {
  const t = useMessages(programmeMessages);
  const date = sparkDate(useParams().date);
  const load = useCallback((hub: HubClient) => scheduleOn(hub, date), [date]);
  const schedule = useHubData(load);
  return (
    <div className={styles.page}>
      <HubDataState
        data={schedule}
        loadingLabel={t('loadingDay')}
        failedTitle={t('dayFailed')}
        empty={{ when: (value) => value === null, title: t('noScheduleForDate') }}
      >
        {(value) => (value ? <DayDetail day={value} /> : null)}
      </HubDataState>
    </div>
  );
}
