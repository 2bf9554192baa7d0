import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [
  screenRoute('/', () => <p>{'home page'}</p>),
  screenRoute('/my_account', () => <p>{'account page'}</p>, { requiresLogin: true }),
];
const cardGuest = { sessionId: 's-card', isAuthenticated: true, sessionType: 'RemotePms', pmsName: 'Berger, Anna' } as const;

describe('ending a card-scan (RemotePms) session', () => {
  it('on a kiosk, offers Finish, which ends the session and goes home', async () => {
    const { router } = await renderSessionApp({ device: 'Kiosk', route: '/my_account', routes, restoredSession: cardGuest });
    await screen.findByText('account page');
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(authenticationStore.getState()).toMatchObject({ isAuthenticated: false, sessionId: undefined }));
    expect(screen.queryByText('Berger, Anna')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('on a guest or cabin device (App), keeps logout hidden as the spec says', async () => {
    await renderSessionApp({ device: 'App', route: '/my_account', routes, restoredSession: cardGuest });
    await screen.findByText('account page');
    expect(screen.getByText('Berger, Anna')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('a passenger on a kiosk still sees Log out', async () => {
    await renderSessionApp({ device: 'Kiosk', route: '/', routes });
    act(() => authenticationStore.setState({ sessionId: 's1', isAuthenticated: true, sessionType: 'Passenger', bookingReference: 'AUR1' }));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  });
});
