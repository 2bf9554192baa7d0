import { useCallback, useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { HubClient, VideoServiceAccess } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useHubData, useMessages } from '@companion/shell';
import { vodMessages } from '../vod-messages';
import { videoLogin } from './video-login';

/**
 * Every video screen sits inside this gate: entering one without video authentication logs in to
 * the video service first; on success the screen shows, on failure the guest goes home
 * (platform.md §2.2).
 */
export function VideoAccessGate({ children }: { children: (access: VideoServiceAccess) => ReactNode }) {
  const t = useMessages(vodMessages);
  const config = useDeviceConfig();
  const navigate = useNavigate();
  const load = useCallback((hub: HubClient) => videoLogin(hub, config), [config]);
  const access = useHubData(load);
  useEffect(() => {
    if (access.status === 'failed') void navigate('/', { replace: true });
  }, [access.status, navigate]);
  return (
    <HubDataState data={access} loadingLabel={t('connecting')} failedTitle={t('connectFailed')}>
      {children}
    </HubDataState>
  );
}
