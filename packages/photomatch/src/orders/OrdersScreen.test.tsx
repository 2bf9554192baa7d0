import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PhotoOrder } from '@companion/hub-client';
import { failingCall } from '@companion/hub-sim';
import { clearGuestData, sealGuestState } from '@companion/session';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

const order = (photos: number, over: Partial<PhotoOrder> = {}): PhotoOrder => ({
  orderId: 'PO-7',
  date: '2026-11-23T10:00:00Z',
  status: 'Completed',
  totals: { grandCount: photos, grandTotal: 49.5 },
  digital: { photos: Array.from({ length: photos }, (_, index) => `smith-${String(index + 1).padStart(3, '0')}.svg`), zip: 'PO-7.zip' },
  ...over,
});

describe('OrdersScreen', () => {
  it('lists the orders, newest first, each opening its detail', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/orders' });
    const links = await screen.findAllByRole('link', { name: /^Order PO-/ });
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Order PO-4002'),
      expect.stringContaining('Order PO-4001'),
    ]);
    expect(links[1]).toHaveTextContent('£89.90');
    expect(links[1]).toHaveTextContent('Completed');
    await userEvent.click(links[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PO-4001' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/photomatch/orderDetail');
    // The history entry holds a key to the order, not the order and its download links.
    expect(JSON.stringify(view.router.state.location.state)).not.toContain('PO-4001');
  });

  it('says when there are no orders', async () => {
    await renderPhotoScreen({ entry: '/photomatch/orders', guest: 'taylor' });
    expect(await screen.findByText('There are currently no photo orders for your account')).toBeInTheDocument();
  });

  it('shows an error with retry when the orders cannot load', async () => {
    await renderPhotoScreen({ entry: '/photomatch/orders', overrides: [failingCall('get', '*/photomatch/orders')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded.');
  });
});

describe('OrderDetailScreen', () => {
  it('shows status, totals and each digital photo to view, with a zip above 9 photos', async () => {
    await renderPhotoScreen({ entry: { pathname: '/photomatch/orderDetail', state: sealGuestState({ order: order(10) }) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order PO-7' })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.getByText('£49.50')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all photos (zip)' })).toHaveAttribute(
      'href',
      expect.stringContaining('/photomatch/downloadzip/PO-7.zip'),
    );
    const views = screen.getAllByRole('link', { name: /^View digital photo / });
    expect(views).toHaveLength(10);
    expect(views[0]).toHaveAttribute('href', expect.stringContaining('/photomatch/viewphoto/smith-001.svg'));
  });

  it('offers no zip for 9 photos or fewer', async () => {
    await renderPhotoScreen({ entry: { pathname: '/photomatch/orderDetail', state: sealGuestState({ order: order(9) }) } });
    expect(await screen.findAllByRole('link', { name: /^View digital photo / })).toHaveLength(9);
    expect(screen.queryByRole('link', { name: 'Download all photos (zip)' })).not.toBeInTheDocument();
  });

  it('refuses downloads on a kiosk (bookable-services §6)', async () => {
    await renderPhotoScreen({
      device: 'Kiosk',
      entry: { pathname: '/photomatch/orderDetail', state: sealGuestState({ order: order(12) }) },
    });
    expect(await screen.findByText('Download not available on kiosk')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View digital photo / })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download all photos (zip)' })).not.toBeInTheDocument();
  });

  it('shows nothing of an order a guest who has since logged out left in history', async () => {
    const left = sealGuestState({ order: order(10) });
    clearGuestData();
    await renderPhotoScreen({ entry: { pathname: '/photomatch/orderDetail', state: left } });
    expect(await screen.findByText('Open an order from your orders to see it here.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^View digital photo / })).not.toBeInTheDocument();
  });

  it('shows nothing of an order put in history as plain data, not by the orders list', async () => {
    await renderPhotoScreen({ entry: { pathname: '/photomatch/orderDetail', state: { order: order(10) } } });
    expect(await screen.findByText('Open an order from your orders to see it here.')).toBeInTheDocument();
  });

  it('says when the digital photos are not ready yet', async () => {
    await renderPhotoScreen({
      entry: {
        pathname: '/photomatch/orderDetail',
        state: sealGuestState({ order: order(0, { digital: { photos: [], statusNotReady: true } }) }),
      },
    });
    expect(await screen.findByText('Your digital photos are being prepared. Please check again later.')).toBeInTheDocument();
  });

  it('without an order in navigation state, leads back to the orders', async () => {
    await renderPhotoScreen({ entry: '/photomatch/orderDetail' });
    const message = await screen.findByText('Open an order from your orders to see it here.');
    expect(within(message.parentElement!).getByRole('link', { name: 'Back to my orders' })).toHaveAttribute('href', '/photomatch/orders');
  });
});

describe('OrderConfirmationScreen', () => {
  it('without an order (a reload) says there is nothing to confirm', async () => {
    await renderPhotoScreen({ entry: '/photomatch/orderconfirmation' });
    expect(await screen.findByText(/There is no order to confirm here\./)).toBeInTheDocument();
  });
});
