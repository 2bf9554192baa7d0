import { useState } from 'react';
import type { VideoServiceAccess } from '@companion/hub-client';
import { GoneState, HubDataState, useMessages } from '@companion/shell';
import { VideoPlayer } from '@companion/ui';
import { currentVideoAccess } from '../video-authentication/video-authentication-store';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { useChannels } from './use-channels';
import { preferAudioLanguage } from '../shared/prefer-audio-language';
import { RemotePage } from '../shared/RemotePage';
import { usePlaybackLanguage } from '../shared/use-playback-language';
import { VideoFailureDialog } from '../shared/VideoFailureDialog';
import { useRouteId } from '../shared/use-route-id';

function ChannelPlayer({ access, id }: { access: VideoServiceAccess; id: number }) {
  const t = useMessages(vodMessages);
  const language = usePlaybackLanguage();
  // Fixed at mount: the programme on now needs no second-by-second refetch.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const channels = useChannels(access, now, now + 1);
  return (
    <>
      <VideoFailureDialog data={channels} />
      <HubDataState
        data={channels}
        loadingLabel={t('loadingChannels')}
        failedTitle={t('channelsFailed')}
        empty={{ when: (list) => !list.some((channel) => channel.id === id), title: t('notFound') }}
      >
        {(list) => {
          const channel = list.find((candidate) => candidate.id === id)!;
          const onNow = channel.epg?.programs.find((program) => program.start_time <= now && now < program.end_time);
          return (
            <>
              <h1 className={styles.title}>{channel.name}</h1>
              {onNow ? <p>{t('nowOn', { name: onNow.name })}</p> : null}
              <VideoPlayer
                sources={channel.streams.map((stream) => ({ src: stream.url, type: 'application/x-mpegURL' }))}
                title={channel.name}
                autoplay
                loadingLabel={t('loadingPlayer')}
                bearerToken={() => currentVideoAccess()?.token ?? access.token}
                // A channel broadcast with several audio tracks plays in the guest's video language too.
                onPlayer={(player) => preferAudioLanguage(player, language)}
              />
            </>
          );
        }}
      </HubDataState>
    </>
  );
}

/** /channel/{id} and /vod/channel/{id}: a live channel. */
export function ChannelPlayerScreen() {
  const id = useRouteId();
  return (
    <RemotePage className={styles.playerPage}>
      {id === undefined ? <GoneState /> : <VideoAccessGate>{(access) => <ChannelPlayer access={access} id={id} />}</VideoAccessGate>}
    </RemotePage>
  );
}
