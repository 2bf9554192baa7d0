import { useCallback } from 'react';
import { getDailySchedule, type DailySchedule, type HubClient, type ProgrammeEvent } from '@companion/hub-client';
import { useHubData, useMessages } from '@companion/shell';
import { programmeMessages } from '../programme-messages';
import { dayFirstOf } from '../rules/programme-dates';
import { ProgrammePage } from './ProgrammePage';
import { PROGRAMME_CACHE_MS, useProgrammeDays } from './use-programme-days';
import { useProgrammeDate } from './use-programme-date';
import { firstEventPicture } from './first-event-picture';

/** media §2.4: the Scheduled Programme's events are mapped from title, location, startTime, endTime and eventOverview. */
export function scheduledEvents(schedule: DailySchedule | null): ProgrammeEvent[] {
  return (schedule?.events ?? []).map((event) => ({
    id: event.id,
    name: event.title,
    venue: event.location ?? null,
    start: event.startTime ?? null,
    end: event.endTime ?? null,
    eventOverview: event.eventOverview ?? null,
  }));
}

async function scheduledOn(hub: HubClient, date: string) {
  const schedule = await getDailySchedule(hub, { date: dayFirstOf(date) });
  return schedule.ok ? { ok: true as const, value: scheduledEvents(schedule.value) } : schedule;
}

/** /scheduledprogram and /timetable: the content daily schedule of a date, in the programme's layout. */
export function ScheduledProgrammeScreen() {
  const t = useMessages(programmeMessages);
  const { days, pending } = useProgrammeDays();
  const { selected, select } = useProgrammeDate(days);
  const load = useCallback((hub: HubClient) => scheduledOn(hub, selected), [selected]);
  const events = useHubData(load, {
    cache: { key: `programme/scheduled/${selected}`, lifetimeMs: PROGRAMME_CACHE_MS },
    leadPicture: firstEventPicture,
  });
  return (
    <ProgrammePage
      title={t('scheduledProgramme')}
      days={days}
      daysPending={pending}
      selected={selected}
      onSelect={select}
      events={events}
    />
  );
}
