import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answeringCall, areaState, failingCall, photomatchArea } from '@companion/hub-sim';
import { demoPhotoConfigWith } from '../test/demo-photo-config';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

describe('PackagesScreen', () => {
  it('shows each package with picture, blurb and price', async () => {
    await renderPhotoScreen({ entry: '/photomatch/packages' });
    const gala = await screen.findByRole('article', { name: 'Gala Night Bundle' });
    expect(gala).toHaveTextContent('Every gala night photo as a digital copy.');
    expect(gala).toHaveTextContent('£39.00');
    expect(gala.querySelector('img')?.getAttribute('src')).toContain('/photomatch/image/');
    expect(screen.getByRole('article', { name: 'Voyage Collection' })).toHaveTextContent('£149.00');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('puts a package in the photo basket and takes it out again', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/packages' });
    const port = await screen.findByRole('article', { name: 'Ports of Call Set' });
    await userEvent.click(within(port).getByRole('button', { name: 'Add Ports of Call Set to the photo basket' }));
    expect(await within(port).findByText('In your photo basket')).toBeInTheDocument();
    expect(areaState(view.demoState, photomatchArea).carts.get('g-smith')?.bulkPackageId).toBe('port-bundle');
    await userEvent.click(within(port).getByRole('button', { name: 'Remove Ports of Call Set from the photo basket' }));
    expect(await within(port).findByRole('button', { name: 'Add Ports of Call Set to the photo basket' })).toBeInTheDocument();
    expect(areaState(view.demoState, photomatchArea).carts.get('g-smith')?.bulkPackageId).toBeUndefined();
  });

  it('says when the voyage has no packages', async () => {
    await renderPhotoScreen({
      entry: '/photomatch/packages',
      overrides: [answeringCall('get', '*/photomatch/config', demoPhotoConfigWith({ bulkPackages: [] }))],
    });
    expect(await screen.findByText('There are no photo packages on this voyage.')).toBeInTheDocument();
  });

  it('shows an error with retry when the packages cannot load', async () => {
    await renderPhotoScreen({ entry: '/photomatch/packages', overrides: [failingCall('get', '*/photomatch/config')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The packages could not be loaded.');
  });
});
