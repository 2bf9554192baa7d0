import { Link, Navigate } from 'react-router';
import { useDeviceConfig, useDeviceType, useFooterType, useHub, useMessages, WithKioskKeyboard } from '@companion/shell';
import { textLink } from '@companion/ui';
import { authenticationStore } from '../authentication-store';
import { confirmPinChanged, finishPassengerLogin } from '../complete-login';
import { sessionMessages } from '../session-messages';
import { useIsAuthenticated } from '../use-is-authenticated';
import { AccountLoginForm } from './AccountLoginForm';
import { CardScanLogin } from './CardScanLogin';
import { LoginExtraContent } from './LoginExtraContent';
import { NameLoginForm } from './NameLoginForm';
import { PassengerLoginForm } from './PassengerLoginForm';
import { PinChangeModal } from './PinChangeModal';
import { RetinaLoginNotice } from './RetinaLoginNotice';
import { useLoginOrigin } from './use-login-origin';
import { useLoginAttempt } from './use-login-attempt';
import * as styles from './login.css';

type LoginForm = 'passenger' | 'account' | 'card' | 'name' | 'retina';

/** platform.md §4.2: the form depends on the property system. */
export function chooseLoginForm(type: string, appLoginByName: boolean, kiosk: boolean): LoginForm {
  if (type === 'Retina') return 'retina';
  if (type === 'HotelFriend' || appLoginByName) return 'name';
  if (type === 'Resco') return kiosk ? 'card' : 'account';
  return 'passenger';
}

export function LoginScreen() {
  const t = useMessages(sessionMessages);
  const config = useDeviceConfig();
  const kiosk = useDeviceType() === 'Kiosk';
  const isAuthenticated = useIsAuthenticated();
  const origin = useLoginOrigin();
  const hub = useHub();
  const login = useLoginAttempt();
  const form = chooseLoginForm(config.authentication.type, Boolean(config.hub.uiSettings?.appLoginByName), kiosk);
  useFooterType(kiosk ? 'hidden' : 'standard');

  // After a forced PIN change a passenger's login goes on exactly as without one: the holiday,
  // cart and bookings load first, and a failure undoes the login (the details were accepted, so
  // the guest is told to try again rather than to check them).
  async function afterPinChange() {
    if (authenticationStore.getState().sessionType !== 'Passenger') {
      confirmPinChanged();
      login.settle({ status: 'authenticated' });
      return;
    }
    const loaded = await finishPassengerLogin(hub);
    login.settle(loaded ? { status: 'authenticated' } : { status: 'failed', message: t('loginUnavailable'), refused: false });
  }

  // Just logged in (or the PIN is now changed): to the origin, else the holiday or home page.
  const justLoggedIn = login.attempt.status === 'authenticated' || (login.attempt.status === 'pin-change' && isAuthenticated);
  if (justLoggedIn) return <Navigate to={origin ?? (form === 'passenger' ? '/my_holiday' : '/')} replace />;
  // Closed to guests who are logged in: back to where they came from (platform.md §2.1).
  if (isAuthenticated) return <Navigate to={origin ?? '/'} replace />;

  return (
    <section className={styles.page} aria-labelledby="login-title">
      <h1 id="login-title" className={styles.title}>
        {t('loginTitle')}
      </h1>
      <p className={styles.intro}>{t('loginIntro')}</p>
      {/* The forms a guest types into; a booking reference and a surname are in capitals on a boarding card. */}
      {form === 'passenger' || form === 'account' || form === 'name' ? (
        <WithKioskKeyboard startInCapitals>
          {form === 'passenger' ? <PassengerLoginForm login={login} /> : null}
          {form === 'account' ? <AccountLoginForm login={login} /> : null}
          {form === 'name' ? <NameLoginForm login={login} /> : null}
        </WithKioskKeyboard>
      ) : null}
      {form === 'card' ? <CardScanLogin login={login} /> : null}
      {form === 'retina' ? <RetinaLoginNotice /> : null}
      {login.attempt.status === 'pin-change' ? (
        <PinChangeModal currentPin={login.attempt.currentPin} onBack={login.reset} onChanged={afterPinChange} />
      ) : null}
      <LoginExtraContent hashtag={kiosk ? 'loginFormKiosk' : 'loginFormExtra'} />
      {kiosk ? (
        <Link to="/" className={textLink}>
          {t('returnHome')}
        </Link>
      ) : null}
    </section>
  );
}
