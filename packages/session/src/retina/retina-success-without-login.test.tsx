import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';
import { RetinaLoginSuccess } from './RetinaLoginSuccess';

afterEach(() => authenticationStore.setState(signedOut));

const routes = [screenRoute('/', () => <p>{'home page'}</p>), screenRoute('/retina/loginsuccess', RetinaLoginSuccess)];

describe('/retina/loginsuccess without a login', () => {
  it('sends the visitor home instead of welcoming nobody', async () => {
    const { router } = await renderSessionApp({ route: '/retina/loginsuccess', routes });
    expect(await screen.findByText('home page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: /Welcome/ })).not.toBeInTheDocument();
  });

  it('still welcomes a guest who is logged in', async () => {
    await renderSessionApp({
      route: '/retina/loginsuccess',
      routes,
      restoredSession: { sessionId: 's', isAuthenticated: true, sessionType: 'RemotePms', pmsName: 'Smith, Emily' },
    });
    expect(await screen.findByRole('heading', { name: 'Welcome, Smith, Emily' })).toBeInTheDocument();
  });
});
