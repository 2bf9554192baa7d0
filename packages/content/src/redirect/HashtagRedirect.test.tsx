import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failingCall } from '@companion/hub-sim';
import { Elsewhere, renderInDemoShell } from '@companion/screen-harness';
import { renderScreen } from '../test/render-screen';
import { HashtagRedirect } from './HashtagRedirect';

describe('HashtagRedirect', () => {
  it.each([
    ['/hashtag/welcome', '/hashtag/:hashtag'],
    ['/QR/welcome', '/QR/:hash'],
  ])('sends %s to the first article with the hashtag', async (route, path) => {
    await renderScreen(<HashtagRedirect />, { route, path });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent('/content/detail/1001');
  });

  it('sends home when no article has the hashtag', async () => {
    await renderScreen(<HashtagRedirect />, { route: '/hashtag/nothing-here', path: '/hashtag/:hashtag' });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent(/^\/$/);
  });

  it('says "Opening…" while the hub looks the hashtag up', async () => {
    await renderScreen(<HashtagRedirect />, { route: '/hashtag/welcome', path: '/hashtag/:hashtag', whileLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Opening…');
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent('/content/detail/1001');
  });

  it('says the lookup failed, with Try again, instead of going anywhere', async () => {
    await renderScreen(<HashtagRedirect />, {
      route: '/QR/welcome',
      path: '/QR/:hash',
      overrides: [failingCall('get', '*/cms/articles/findByHashtag')],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'elsewhere' })).toBeNull();
  });

  it('goes on to the article when Try again reaches the hub', async () => {
    let failNext = true;
    await renderInDemoShell({
      routes: [
        { path: '/hashtag/:hashtag', element: <HashtagRedirect /> },
        { path: '*', Component: Elsewhere },
      ],
      entry: '/hashtag/welcome',
      wrapFetch: (demoFetch) => (input, init) => {
        const request = input instanceof Request && !init ? input : new Request(input, init);
        if (failNext && request.url.includes('findByHashtag')) {
          failNext = false;
          return Promise.resolve(new Response('{}', { status: 500 }));
        }
        return demoFetch(request);
      },
    });
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toBeEnabled());
    await userEvent.click(retry);
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent('/content/detail/1001');
  });
});
