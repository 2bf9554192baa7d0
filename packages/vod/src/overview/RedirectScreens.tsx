import { Navigate, useParams } from 'react-router';
import { VideoAccessGate } from '../video-authentication/VideoAccessGate';

/** Video addresses a QR code may carry after /QR/ (an old "#/vod/…" address, platform.md §2.2). */
const videoAddress = /^(vod|channel|channels|seanetvod)(\/|$)/;

/**
 * /QR/{hash}: the app once used hash addresses ("#/vod/detail/5"); the shell turns them into
 * /QR/vod/detail/5 and this screen continues to the real address. Anything else goes home, so a
 * crafted code cannot send a guest anywhere outside the video screens (docs/decisions.md).
 */
export function QrRedirectScreen() {
  const rest = useParams()['*'] ?? '';
  return <Navigate to={videoAddress.test(rest) ? `/${rest}` : '/'} replace />;
}

/** /vod/login: logs in to the video service, then shows the chooser. */
export function VodLoginScreen() {
  return <VideoAccessGate>{() => <Navigate to="/vod/overview" replace />}</VideoAccessGate>;
}
