import { useCallback } from 'react';
import { Link } from 'react-router';
import type { HubClient } from '@companion/hub-client';
import { useHubData, useMessages } from '@companion/shell';
import { EmptyState, textLink } from '@companion/ui';
import { programmeMessages } from '../programme-messages';
import { ProgrammePage } from './ProgrammePage';
import { eventsOn, eventsOnCache } from './events-on';
import { useProgrammeDays } from './use-programme-days';
import { useProgrammeDate } from './use-programme-date';
import { firstEventPicture } from './first-event-picture';

/**
 * /itinerary/go and /dailyprogram/{date?}: the Daily Programme. Each date's events are kept for
 * 120 s (media §4), so paging back and forth on the strip asks the hub once per date.
 */
export function DailyProgrammeScreen() {
  const t = useMessages(programmeMessages);
  const { days, pending } = useProgrammeDays();
  const { selected, select, invalid } = useProgrammeDate(days);
  const load = useCallback((hub: HubClient) => eventsOn(hub, selected), [selected]);
  const events = useHubData(load, {
    cache: eventsOnCache(selected),
    leadPicture: firstEventPicture,
  });
  if (invalid) {
    // An address no one can mend by hand on a kiosk: the way to the programme's opening day.
    return (
      <EmptyState
        title={t('unknownDate')}
        action={
          <Link className={textLink} to="/dailyprogram">
            {t('showProgramme')}
          </Link>
        }
      />
    );
  }
  return (
    <ProgrammePage title={t('dailyProgramme')} days={days} daysPending={pending} selected={selected} onSelect={select} events={events} />
  );
}
