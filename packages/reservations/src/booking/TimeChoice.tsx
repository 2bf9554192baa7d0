import { useCallback } from 'react';
import { getAvailabilityTimes, type HubClient, type HubId, type TacModule, type TimeOption } from '@companion/hub-client';
import { HubDataState, useHubData, useMessages } from '@companion/shell';
import { reservationsMessages } from '../reservations-messages';
import { ChoiceChips } from './ChoiceChips';

export type TimeChoiceProps = {
  module: TacModule;
  objectId: HubId;
  date: string;
  persons: number;
  time: TimeOption | undefined;
  onChange: (time: TimeOption) => void;
};

/** The free times of the chosen date for the party (POST {module}/availabilityTimes/{id}). */
export function TimeChoice({ module, objectId, date, persons, time, onChange }: TimeChoiceProps) {
  const t = useMessages(reservationsMessages);
  const load = useCallback(
    (hub: HubClient) => getAvailabilityTimes(hub, module, objectId, { numberOfPersons: persons, date, objectId }),
    [module, objectId, date, persons],
  );
  const times = useHubData(load);
  return (
    <HubDataState
      data={times}
      loadingLabel={t('loadingTimes')}
      failedTitle={t('timesFailed')}
      empty={{ when: (list) => list.length === 0, title: t('noTimes', { persons: t('personCount', { count: persons }) }) }}
    >
      {(list) => (
        <ChoiceChips
          legend={t('chooseTime')}
          choices={list.map((option) => ({ value: option.fromTime, label: option.label }))}
          value={time?.fromTime}
          onChange={(fromTime) => {
            const chosen = list.find((option) => option.fromTime === fromTime);
            if (chosen) onChange(chosen);
          }}
        />
      )}
    </HubDataState>
  );
}
