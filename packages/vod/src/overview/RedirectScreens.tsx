import { Navigate } from 'react-router';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';

/** /vod/login: logs in to the video service, then shows the chooser. */
export function VodLoginScreen() {
  return <VideoAccessGate>{() => <Navigate to="/vod/overview" replace />}</VideoAccessGate>;
}
