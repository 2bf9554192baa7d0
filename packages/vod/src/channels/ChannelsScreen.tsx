import { useState } from 'react';
import { Link } from 'react-router';
import type { VideoServiceAccess } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';
import { vodMessages } from '../vod-messages';
import * as styles from '../vod.css';
import { ChannelsState } from './ChannelsState';
import { useChannels } from './use-channels';
import { RemotePage } from '../shared/RemotePage';

function Channels({ access }: { access: VideoServiceAccess }) {
  const t = useMessages(vodMessages);
  // Fixed at mount: the programme on now needs no second-by-second refetch.
  const [now] = useState(() => Math.floor(Date.now() / 1000));
  const channels = useChannels(access, now, now + 1);
  return (
    <>
      <ChannelsState data={channels}>
        {(list) => (
          <ul className={styles.chooser}>
            {list.map((channel) => {
              const onNow = channel.epg?.programs.find((program) => program.start_time <= now && now < program.end_time);
              return (
                <li key={channel.id}>
                  <Link to={`/channel/${channel.id}`} className={styles.card}>
                    {channel.logo ? (
                      <img className={styles.cardPicture} src={channel.logo} alt="" style={{ aspectRatio: '16 / 9' }} />
                    ) : null}
                    <span className={styles.channelName}>{channel.name}</span>
                    {/* Unseen after the block name, the space keeps the link's name from running on ("CamNow: …"). */}{' '}
                    {onNow ? <span>{t('nowOn', { name: onNow.name })}</span> : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </ChannelsState>
    </>
  );
}

/** /channels and /vod/overview/channels: the live channels, each with what is on now. */
export function ChannelsScreen() {
  const t = useMessages(vodMessages);
  return (
    <RemotePage className={styles.page}>
      <h1 className={styles.title}>{t('channels')}</h1>
      <p>
        <Link className={styles.chip} to="/vod/tvguide">
          {t('tvGuide')}
        </Link>
      </p>
      <VideoAccessGate>{(access) => <Channels access={access} />}</VideoAccessGate>
    </RemotePage>
  );
}
