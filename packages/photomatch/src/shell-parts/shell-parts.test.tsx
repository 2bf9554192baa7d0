import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoCartChange } from '@companion/hub-client';
import { logout } from '@companion/session';
import { installedFeatures } from '@companion/shell';
import { photoStore } from '../store/photo-store';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';
import { PhotoBasketButton } from './PhotoBasketButton';
import { PhotoOfferBanner } from './PhotoOfferBanner';

configure({ asyncUtilTimeout: 5_000 });

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

const slots = { subHeaderExtras: [PhotoBasketButton], banner: PhotoOfferBanner };
const print = (id: string, count: number): PhotoCartChange => ({ photos: [{ id, variants: [{ id: 'print-6x8', count }] }] });
const others = { '/elsewhere': () => <p>{'another page'}</p> };
const subHeader = () => screen.getByRole('region', { name: /./ });

describe('the photo basket button (platform.md §2.2)', () => {
  it("shows the cart's amount in the sub-header when the cart has entries and consent is given", async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots, cart: (ids) => [print(ids[0]!, 2)] });
    const button = await screen.findByRole('link', { name: 'Photo basket, £24.00' });
    expect(within(subHeader()).getByRole('link', { name: 'Photo basket, £24.00' })).toBe(button);
    expect(button).toHaveAttribute('href', '/photomatch/cart');
  });

  it('is hidden with an empty cart', async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots });
    await screen.findByText('another page');
    await waitFor(() => expect(photoStore.getState().cart).toBeDefined());
    expect(screen.queryByRole('link', { name: /^Photo basket/ })).not.toBeInTheDocument();
  });

  it('is hidden without consent, even with a cart', async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots, consent: 'undecided' });
    photoStore.setState({ cart: { photos: [], photoGroups: [], totals: { grandTotal: 12, grandCount: 1, photoCount: 1 } } });
    await waitFor(() => expect(photoStore.getState().consent).toBeNull());
    expect(screen.queryByRole('link', { name: /^Photo basket/ })).not.toBeInTheDocument();
  });

  it('is hidden where the ship sells no photos', async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots, enabled: false, cart: (ids) => [print(ids[0]!, 2)] });
    await screen.findByText('another page');
    expect(screen.queryByRole('link', { name: /^Photo basket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Special offers on photos' })).not.toBeInTheDocument();
  });

  it('follows the cart as the guest changes it', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', slots, cart: (ids) => [print(ids[0]!, 1), print(ids[1]!, 1)] });
    expect(await screen.findByRole('link', { name: 'Photo basket, £24.00' })).toBeInTheDocument();
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove / })[0]!);
    expect(await screen.findByRole('link', { name: 'Photo basket, £12.00' })).toBeInTheDocument();
  });
});

describe('the special-offer banner (platform.md §2.2)', () => {
  it("shows the shop's offers to a guest who opted in", async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots });
    const banner = await screen.findByRole('complementary', { name: 'Special offers on photos' });
    expect(banner).toHaveTextContent('3 for 2 on 6×8 prints');
    expect(banner).toHaveTextContent('Buy 5 digital copies, every further one £4.99');
    expect(within(banner).getByRole('link', { name: 'See my photos' })).toHaveAttribute('href', '/photomatch/myphotos');
  });

  it('says what the cart would still gain once it is close to an offer', async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots, cart: (ids) => [print(ids[0]!, 2)] });
    const banner = await screen.findByRole('complementary', { name: 'Special offers on photos' });
    await waitFor(() => expect(banner).toHaveTextContent('3 for 2 on 6×8 prints: you can add 1 more FREE.'));
  });

  it('is not shown before the guest opts in', async () => {
    await renderPhotoScreen({ entry: '/elsewhere', others, slots, consent: 'refused' });
    await screen.findByText('another page');
    await waitFor(() => expect(photoStore.getState().consent).toBe(false));
    expect(screen.queryByRole('complementary', { name: 'Special offers on photos' })).not.toBeInTheDocument();
  });
});

describe('logout', () => {
  it('wipes consent and cart with every guest slice', async () => {
    const view = await renderPhotoScreen({ entry: '/elsewhere', others, slots, cart: (ids) => [print(ids[0]!, 2)] });
    await screen.findByRole('link', { name: 'Photo basket, £24.00' });
    expect(installedFeatures().some((feature) => feature.name === 'photomatch')).toBe(true);
    photoStore.setState({ upsellOffered: true });
    logout(view.hub);
    expect(photoStore.getState()).toMatchObject({ consent: undefined, cart: undefined, upsellOffered: false });
    await waitFor(() => expect(screen.queryByRole('link', { name: /^Photo basket/ })).not.toBeInTheDocument());
    expect(screen.queryByRole('complementary', { name: 'Special offers on photos' })).not.toBeInTheDocument();
  });
});
