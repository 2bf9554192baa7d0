import { Navigate, useLocation, useParams } from 'react-router';
import { NotFoundScreen } from '../not-found/NotFoundScreen';
import { qrPathTarget } from './qr-path';

/** /QR/{path with slashes}: an old printed address opens its page; an unknown one is the 404 it always was. */
export function QrPathRedirect() {
  const path = useParams()['*'] ?? '';
  const { search } = useLocation();
  const target = qrPathTarget(path, search);
  return target ? <Navigate to={target} replace /> : <NotFoundScreen />;
}
