import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoCartChange } from '@companion/hub-client';
import { reportHubReachable } from '@companion/shell';
import { pressWhileOffline } from '@companion/screen-harness';
import { photoStore } from '../store/photo-store';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(() => {
  reportHubReachable();
  resetPhotoDevice();
});

const print = (id: string): PhotoCartChange => ({ photos: [{ id, variants: [{ id: 'print-6x8', count: 1 }] }] });

describe('the photo order while offline (issue 20)', () => {
  it('disables Place order with the offline message, sends nothing, and enables it again online', async () => {
    const posts: string[] = [];
    await renderPhotoScreen({
      entry: '/photomatch/cart',
      cart: (ids) => [print(ids[0]!)],
      wrapFetch: (demoFetch) => async (input, init) => {
        const request = new Request(input, init);
        if (request.method === 'POST' && request.url.endsWith('/photomatch/order')) posts.push(request.url);
        return demoFetch(request);
      },
    });
    photoStore.setState({ upsellOffered: true });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    await pressWhileOffline('Place order', /Ordering needs a connection to the ship; nothing has been sent/);
    expect(posts).toEqual([]);
  });
});
