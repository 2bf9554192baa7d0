import type { ReactNode } from 'react';
import type { Channel } from '@companion/hub-client';
import { HubDataState, useMessages, type HubData } from '@companion/shell';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';
import { vodMessages } from '../vod-messages';

/** The live channels' loading, empty and failed states (with the provider's error dialog), for the channel list and the TV guide alike. */
export function ChannelsState({
  data,
  children,
}: {
  data: HubData<Channel[]> & { retry: () => void };
  children: (channels: Channel[]) => ReactNode;
}) {
  const t = useMessages(vodMessages);
  return (
    <>
      <VideoFailureDialog data={data} />
      <HubDataState
        data={data}
        loadingLabel={t('loadingChannels')}
        failedTitle={t('channelsFailed')}
        empty={{ when: (list) => list.length === 0, title: t('noChannels') }}
      >
        {children}
      </HubDataState>
    </>
  );
}
