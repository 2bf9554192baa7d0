import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CartElement } from '@companion/hub-client';
import { clearAuthentication, clearGuestData, sealGuestState } from '@companion/session';
import { demoCartChanges } from '../test/demo-cart';
import { renderBasketScreen } from '../test/render-basket-screen';
import type { ConfirmationState } from './confirmation-state';
import { ConfirmationScreen } from './ConfirmationScreen';

afterEach(() => clearAuthentication());

const elements: CartElement[] = demoCartChanges.map((change, index) => ({ ...change, id: `c${index}`, price: change.price ?? 0 }));
const order = (extra: Partial<ConfirmationState> = {}): ConfirmationState => ({
  excursions: elements,
  total: 134,
  paymentMethod: 'CARD',
  confirmationMail: 'guest@example.com',
  mobileNumber: '+44 7700 900123',
  groupReference: 'GRP-42',
  ...extra,
});

describe('ConfirmationScreen', () => {
  it('shows the order: note, payment, reference, contact, lead passenger, holiday, sorted excursions, total, bookings link', async () => {
    await renderBasketScreen('/confirmation', ConfirmationScreen, { entry: { pathname: '/confirmation', state: sealGuestState(order()) } });
    expect(screen.getByText(/We will call you 4 hours after arrival, between 09:00 and 20:00/)).toBeInTheDocument();
    expect(screen.getByText(/You chose to pay by card/)).toBeInTheDocument();
    expect(screen.getByText('GRP-42')).toBeInTheDocument();
    expect(screen.getByText('guest@example.com')).toBeInTheDocument();
    expect(screen.getByText('+44 7700 900123')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Cruises' })).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Your excursions' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Lisbon Old Town Walk',
      'Madeira Levada Hike',
      'Sunset Kayak',
    ]);
    expect(rows[0]).toHaveTextContent('Emily Smith, Mary Smith');
    expect(rows[0]).toHaveTextContent('£99.00');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£134.00');
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toHaveAttribute('href', '/my_bookings');
  });

  it('labels the guest’s number “Mobile number”, not with the form’s “(optional)” hint', async () => {
    await renderBasketScreen('/confirmation', ConfirmationScreen, { entry: { pathname: '/confirmation', state: sealGuestState(order()) } });
    expect(screen.getByText('Mobile number').nextElementSibling).toHaveTextContent('+44 7700 900123');
    expect(screen.queryByText(/optional/i)).not.toBeInTheDocument();
  });

  it('gives each excursion’s values their labels for the phone layout, hidden from screen readers, which hear the column heads', async () => {
    await renderBasketScreen('/confirmation', ConfirmationScreen, { entry: { pathname: '/confirmation', state: sealGuestState(order()) } });
    const table = screen.getByRole('table', { name: 'Your excursions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual(['Excursion', 'Port', 'Date', 'Guests', 'Price']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Lisbon Old Town Walk');
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.querySelector('[aria-hidden="true"]')?.textContent)).toEqual(['Port', 'Date', 'Guests', 'Price']);
  });

  it('points to My bookings for the reference when the order was found among the bookings after its answer was lost', async () => {
    await renderBasketScreen('/confirmation', ConfirmationScreen, {
      entry: { pathname: '/confirmation', state: sealGuestState(order({ groupReference: undefined })) },
    });
    expect(screen.getByText('Booking reference').nextElementSibling).toHaveTextContent('Listed under My bookings');
    expect(screen.getByRole('table', { name: 'Your excursions' })).toBeInTheDocument();
  });

  it('names cash payments and leaves out the cruise note when only resort excursions were ordered', async () => {
    const resortOnly = elements.filter((element) => element.type === 'ResortExcursion');
    await renderBasketScreen('/confirmation', ConfirmationScreen, {
      entry: { pathname: '/confirmation', state: sealGuestState(order({ excursions: resortOnly, paymentMethod: 'CASH', total: 35 })) },
    });
    expect(screen.getByText(/You chose to pay in cash/)).toBeInTheDocument();
    expect(screen.queryByText(/4 hours after arrival/)).not.toBeInTheDocument();
  });

  // A logout replaces only the current history entry: the next guest's Back must not find this one's order.
  it.each([
    [
      'left in history by a guest who has since logged out',
      () => {
        const state = sealGuestState(order());
        clearGuestData();
        return state;
      },
    ],
    ['put in history as plain data, not by checkout', () => order()],
  ])('shows nothing of an order %s', async (_case, stateOf) => {
    await renderBasketScreen('/confirmation', ConfirmationScreen, { entry: { pathname: '/confirmation', state: stateOf() } });
    expect(screen.getByText('There is no order to show. Your bookings are listed under My bookings.')).toBeInTheDocument();
    expect(screen.queryByText('emily.smith@example.com')).not.toBeInTheDocument();
  });

  it('without an order says so and links to the bookings', async () => {
    await renderBasketScreen('/confirmation', ConfirmationScreen);
    expect(screen.getByText('There is no order to show. Your bookings are listed under My bookings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toBeInTheDocument();
  });
});
