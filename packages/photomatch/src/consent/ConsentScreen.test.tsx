import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areaState, failingCall, photomatchArea } from '@companion/hub-sim';
import { photoStore } from '../store/photo-store';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

describe('consent (bookable-services §4)', () => {
  it('sends a guest who has not decided from any photo page to the consent page', async () => {
    for (const entry of [
      '/photomatch/overview',
      '/photomatch/myphotos',
      '/photomatch/packages',
      '/photomatch/cart',
      '/photomatch/orders',
      '/photomatch/orderDetail',
      '/photomatch/orderconfirmation',
    ]) {
      const view = await renderPhotoScreen({ entry, consent: 'undecided' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Photo matching' })).toBeInTheDocument();
      expect(view.router.state.location.pathname).toBe('/photomatch/consent');
      expect(await screen.findByText('You have not decided yet.')).toBeInTheDocument();
      view.unmount();
      resetPhotoDevice();
    }
  });

  it('says what each answer does, and that it can be changed, before the guest answers', async () => {
    await renderPhotoScreen({ entry: '/photomatch/consent', consent: 'undecided' });
    const meanings = within(await screen.findByRole('region', { name: 'What your choice means' }));
    expect(meanings.getByRole('button', { name: 'Yes, match my photos' })).toHaveAccessibleDescription(
      /show the ones we find in My Photos/,
    );
    expect(meanings.getByRole('button', { name: 'No, do not match my photos' })).toHaveAccessibleDescription(
      'We do not look for your face in the photos.',
    );
    expect(meanings.getAllByRole('listitem')).toHaveLength(2);
    expect(meanings.getByText('You can change your choice here at any time.')).toBeInTheDocument();
  });

  it('lets the two answers share a kiosk’s screen', async () => {
    const { container } = await renderPhotoScreen({ entry: '/photomatch/consent', consent: 'undecided', device: 'Kiosk' });
    const answers = await screen.findByRole('region', { name: 'What your choice means' });
    expect(container.querySelector('section[data-fills-screen]')).toContainElement(answers);
  });

  it('posts a first-time opt-in and goes on to the overview', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/consent', consent: 'undecided' });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, match my photos' }));
    expect(await screen.findByRole('link', { name: 'My Photos' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/photomatch/overview');
    expect(areaState(view.demoState, photomatchArea).consent.get('g-smith')).toBe(true);
    expect(photoStore.getState().consent).toBe(true);
  });

  it('posts an opt-out and stays, saying the choice is saved', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/consent', consent: 'undecided' });
    await userEvent.click(await screen.findByRole('button', { name: 'No, do not match my photos' }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(screen.getByText('You have opted out of photo matching.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/photomatch/consent');
    expect(areaState(view.demoState, photomatchArea).consent.get('g-smith')).toBe(false);
  });

  it('lets a guest who opted in change their mind without leaving the page', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/consent', consent: 'given' });
    expect(await screen.findByText('You have agreed to photo matching.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No, do not match my photos' }));
    expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/photomatch/consent');
  });

  it('opens the photo pages to a guest who opted out: that is a decision', async () => {
    await renderPhotoScreen({ entry: '/photomatch/myphotos', consent: 'refused' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My Photos' })).toBeInTheDocument();
    expect(await screen.findByText(/we didn't find any photos of you/)).toBeInTheDocument();
  });

  it('says when the choice could not be saved', async () => {
    await renderPhotoScreen({
      entry: '/photomatch/consent',
      consent: 'undecided',
      overrides: [failingCall('post', '*/photo/passenger/consent/:choice')],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, match my photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
  });

  it('shows the error with a retry when the consent cannot be read', async () => {
    await renderPhotoScreen({ entry: '/photomatch/myphotos', overrides: [failingCall('get', '*/photo/passenger/consent')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photo settings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('photoMatchEnabled (bookable-services §2)', () => {
  it('has no photo pages when the setting is off', async () => {
    for (const entry of ['/photomatch/consent', '/photomatch/overview', '/photomatch/myphotos', '/photomatch/cart']) {
      const view = await renderPhotoScreen({ entry, enabled: false });
      expect(await screen.findByRole('heading', { level: 1, name: 'Photos are not offered here' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Yes, match my photos' })).not.toBeInTheDocument();
      view.unmount();
      resetPhotoDevice();
    }
  });
});
