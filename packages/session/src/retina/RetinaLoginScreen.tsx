import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { isHubRefusal, loginByPms } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { Spinner } from '@companion/ui';
import { completeLogin } from '../complete-login';
import { clearGuestData } from '../guest-data-registry';
import { sessionMessages } from '../session-messages';

/** `detail` is the hub's own words, and only when it refused the guest; an outage has none to show. */
type State = { status: 'requesting' } | { status: 'authenticated' } | { status: 'failed'; detail: string | undefined };

/**
 * /retina/login/{token} and /retina/login/{id}/{room}: the room system logs the guest in. A
 * failure wipes all guest data (platform.md §4.2 "cleared with an error"), as logout does.
 */
export function RetinaLoginScreen() {
  const t = useMessages(sessionMessages);
  const hub = useHub();
  const { token, id, room } = useParams();
  const [state, setState] = useState<State>({ status: 'requesting' });
  useEffect(() => {
    let current = true;
    const body = id && room ? { accountNumber: id, location: room } : { token: token ?? '' };
    void loginByPms(hub, body).then((result) => {
      if (!current) return;
      if (result.ok) {
        completeLogin(result.value, 'RemotePms');
        setState({ status: 'authenticated' });
      } else {
        // The room system could not log this guest in: nothing of whoever used the device before stays.
        clearGuestData();
        setState({ status: 'failed', detail: isHubRefusal(result.error) ? result.error.message : undefined });
      }
    });
    return () => {
      current = false;
    };
  }, [hub, id, room, token]);
  if (state.status === 'authenticated') return <Navigate to="/retina/loginsuccess" replace />;
  if (state.status === 'failed') {
    // Only a refusal sends the guest to reception; during an outage the details were never looked at.
    return <p role="alert">{state.detail === undefined ? t('loginUnavailable') : `${t('loginFailedRetina')} ${state.detail}`}</p>;
  }
  return <Spinner label={t('loggingIn')} />;
}
