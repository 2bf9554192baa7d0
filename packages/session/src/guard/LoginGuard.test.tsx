import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticationStore, signedOut } from '../authentication-store';
import { handleForbidden } from '../clear-authentication';
import { currentOriginStamp } from '../login/login-origin';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [
  screenRoute('/login', () => <p>{'login page'}</p>),
  screenRoute('/basket', () => <p>{'basket page'}</p>, { requiresLogin: true }),
  screenRoute('/dailyprogram', () => <p>{'programme page'}</p>, { loginRequiredSetting: true }),
];

describe('LoginGuard', () => {
  it('sends a guest who is not logged in from a login-required page to /login, remembering it', async () => {
    const { router } = await renderSessionApp({ route: '/basket?tab=2', routes });
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/basket?tab=2', stamp: currentOriginStamp() });
  });

  it('lets a logged-in guest through', async () => {
    await renderSessionApp({ route: '/basket', routes, restoredSession: { sessionId: 's', isAuthenticated: true } });
    expect(await screen.findByText('basket page')).toBeInTheDocument();
  });

  it('guards flagged pages only when the hub sets loginRequired', async () => {
    await renderSessionApp({ route: '/dailyprogram', routes });
    expect(await screen.findByText('programme page')).toBeInTheDocument();
    await renderSessionApp({
      route: '/dailyprogram',
      routes,
      patchConfig: (c) => ({ ...c, hub: { ...c.hub, uiSettings: { ...c.hub.uiSettings, loginRequired: true } } }),
    });
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });

  it('takes the guest to /login after an HTTP 403, even from a public page', async () => {
    const { router } = await renderSessionApp({ route: '/somewhere', routes });
    act(() => handleForbidden());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(authenticationStore.getState().forbidden).toBe(false));
  });

  it('stays on /login after an HTTP 403 there, without navigating again', async () => {
    const { router } = await renderSessionApp({ route: '/login', routes });
    await screen.findByText('login page');
    const navigations: string[] = [];
    const unsubscribe = router.subscribe((state) => navigations.push(state.location.pathname));
    act(() => handleForbidden());
    await waitFor(() => expect(authenticationStore.getState().forbidden).toBe(false));
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(navigations).toEqual([]);
    unsubscribe();
  });
});
