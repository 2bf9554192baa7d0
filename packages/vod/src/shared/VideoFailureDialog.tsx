import { useState } from 'react';
import type { HubError } from '@companion/hub-client';
import { useMessages, type HubData } from '@companion/shell';
import { videoErrorText } from '../rules/vod-rules';
import { vodMessages } from '../vod-messages';
import { VideoErrorDialog } from './VideoErrorDialog';

/**
 * §4 "VOD lists" and §8: a failed provider call shows its text in a dialog with a close button —
 * the server's message, 'No detailed message available', or the network error's message —
 * over the screen's own failed state (which keeps "Try again"). `text` words it differently
 * where §8 says so (the playout assets, the ship catalogue). Each new failure (a new error object) shows again.
 */
export function VideoFailureDialog({
  data,
  text,
  onClosed,
}: {
  data: HubData<unknown>;
  text?: (error: HubError, noDetail: string) => string;
  onClosed?: () => void;
}) {
  const t = useMessages(vodMessages);
  const failure = data.status === 'failed' ? data.error : undefined;
  const [closed, setClosed] = useState<HubError>();
  if (!failure || closed === failure) return null;
  const noDetail = t('noDetailedMessage');
  const message = text ? text(failure, noDetail) : videoErrorText(failure, noDetail);
  return (
    <VideoErrorDialog
      message={message}
      onClose={() => {
        setClosed(failure);
        onClosed?.();
      }}
    />
  );
}
