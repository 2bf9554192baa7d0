import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundScreen } from '../not-found/NotFoundScreen';
import { HashtagRedirect } from './HashtagRedirect';
import { qrPathTarget } from './qr-path';

/** /QR/{path with slashes}: an old printed address opens its page; an unknown one is the 404 it always was. */
export function QrPathRedirect() {
  const path = useParams()['*'] ?? '';
  const { search } = useLocation();
  const target = qrPathTarget(path, search);
  return target ? <Navigate to={target} replace /> : <NotFoundScreen />;
}

/**
 * /QR/{hash}, one segment: an old printed address (`#/channels`, `#/tvguide`, `#/seanetvod`,
 * `#/dailyprogram`…) opens its page; any other hash is a hashtag, as before. The path forms go
 * first because a hashtag lookup ends on the start page when nothing carries the tag, which
 * hid every one-segment QR code of the ship's printed material.
 */
export function QrHashRedirect() {
  const { hash = '' } = useParams();
  const { search } = useLocation();
  const target = qrPathTarget(hash, search);
  return target ? <Navigate to={target} replace /> : <HashtagRedirect />;
}
