import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCredentials } from '@companion/hub-sim';
import { authenticationStore, signedOut } from './authentication-store';
import { LoginScreen } from './login/LoginScreen';
import { registerLoginLoader } from './login-loaders';
import { renderSessionApp, screenRoute } from './test/render-session-screen';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [screenRoute('/login', LoginScreen), screenRoute('/my_holiday', () => <p>{'holiday page'}</p>)];

async function logInPassenger() {
  await screen.findByLabelText('Booking reference');
  await userEvent.type(screen.getByLabelText('Booking reference'), demoCredentials.passenger.bookingReference);
  await userEvent.type(screen.getByLabelText('Surname of the lead passenger'), demoCredentials.passenger.lastName);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('after a passenger login', () => {
  it('loads what the features registered before going on', async () => {
    let loaded = false;
    const unregister = registerLoginLoader(async () => ((loaded = true), true));
    await renderSessionApp({ route: '/login', routes });
    await logInPassenger();
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(loaded).toBe(true);
    unregister();
  });

  it('undoes the login when the holiday cannot be loaded', async () => {
    const unregister = registerLoginLoader(async () => false);
    await renderSessionApp({ route: '/login', routes });
    await logInPassenger();
    expect(await screen.findByText('Login failed, please check your data and try again.')).toBeInTheDocument();
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: false, sessionId: undefined }));
    unregister();
  });
});
