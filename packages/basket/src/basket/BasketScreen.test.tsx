import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { cartStore } from '../cart/cart-store';
import { ConfirmationScreen } from '../confirmation/ConfirmationScreen';
import { demoCartChanges, freeCartChanges } from '../test/demo-cart';
import { renderBasketScreen } from '../test/render-basket-screen';
import { BasketScreen } from './BasketScreen';

const reset = () => {
  cartStore.setState({ cart: undefined, bookings: undefined });
  clearAuthentication();
};
beforeEach(reset);
afterEach(reset);

const withConfirmation = { others: { '/confirmation': ConfirmationScreen, '/': () => <p>{'home page'}</p> } };

async function fillCheckout(email: string, confirm = email) {
  await userEvent.type(screen.getByLabelText('Email address'), email);
  await userEvent.type(screen.getByLabelText('Confirm email address'), confirm);
}

describe('BasketScreen', () => {
  it('shows the empty basket with a way home', async () => {
    await renderBasketScreen('/basket', BasketScreen, withConfirmation);
    expect(await screen.findByText('No items in basket.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to the start page' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  it('shows an error with retry when the basket cannot load', async () => {
    await renderBasketScreen('/basket', BasketScreen, { brokenHub: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your basket could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('groups by itinerary, then resort day, then excursion, summing guests and prices', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    const cruise = await screen.findByRole('region', { name: 'Cruise of 22/11/2026' });
    const walk = within(cruise).getByRole('article', { name: 'Lisbon Old Town Walk' });
    expect(within(walk).getByText('£99.00')).toBeInTheDocument();
    expect(within(walk).getAllByRole('listitem')).toHaveLength(2);
    expect(within(walk).getByRole('link', { name: 'Change Lisbon Old Town Walk' })).toHaveAttribute('href', '/excursion/IT-1/LIS-01/1');
    const resort = screen.getByRole('region', { name: 'Resort excursions on 08/12/2026' });
    expect(within(resort).getByRole('link', { name: 'Change Sunset Kayak' })).toHaveAttribute('href', '/resorts/RES-PMI/PMI-3/2026-12-08');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£134.00');
  });

  it('removes one guest from an excursion', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Mary Smith from Lisbon Old Town Walk' }));
    const walk = await screen.findByRole('article', { name: 'Lisbon Old Town Walk' });
    await waitFor(() => expect(within(walk).getAllByRole('listitem')).toHaveLength(1));
    expect(within(walk).queryByText('£99.00')).not.toBeInTheDocument();
    expect(within(walk).getAllByText('£49.50')).toHaveLength(2);
    expect(cartStore.getState().cart?.excursions).toHaveLength(3);
  });

  it('asks Card or Cash (Card first) only when something is paid at checkout', async () => {
    const { unmount } = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    expect(await screen.findByRole('radio', { name: 'Card' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cash' })).not.toBeChecked();
    unmount();
    reset();
    await renderBasketScreen('/basket', BasketScreen, { cart: freeCartChanges });
    await screen.findByRole('button', { name: 'Continue' });
    expect(screen.queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
  });

  it('validates email, matching email and terms before ordering', async () => {
    const { demoState, guestId } = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Email addresses must match')).toBeInTheDocument();
    expect(screen.getByText('Please accept the Terms & Conditions which are listed below, to continue')).toBeInTheDocument();
    await fillCheckout('guest@example.com', 'other@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    expect(screen.getByText('Email addresses must match')).toBeInTheDocument();
    expect(demoState.orders.size).toBe(0);
    expect(demoState.carts.get(guestId)).toHaveLength(4);
  });

  it('shows the expandable terms', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    const summary = await screen.findByText('Terms & Conditions');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(summary);
    expect(summary.closest('details')).toHaveAttribute('open');
    const terms = summary.closest('details');
    // Every term of bookable-services §5 and §9 the guest agrees to.
    for (const fact of [
      'at least 18 years old',
      '1 to 99 guests',
      'cash, Mastercard, Visa, Amex, Sofort, Ideal, Mr. Cash and Paypal',
      'within 28 days',
      'within three months',
      'more than 24 hours',
    ])
      expect(terms).toHaveTextContent(fact);
    expect(screen.getByText(/within 28 days/)).toBeVisible();
  });

  it('orders once, refreshes cart and bookings, and goes to the confirmation', async () => {
    const { demoState, router } = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges, ...withConfirmation });
    await screen.findByRole('button', { name: 'Continue' });
    await fillCheckout('guest@example.com');
    await userEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    await userEvent.click(screen.getByLabelText('I accept the Terms & Conditions'));
    const form = screen.getByRole('button', { name: 'Continue' }).closest('form')!;
    // Two presses in the same moment: one order.
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeInTheDocument();
    expect(demoState.orders.size).toBe(1);
    expect([...demoState.orders.values()][0]!.paymentReference).toBe('CASH');
    expect(router.state.location.pathname).toBe('/confirmation');
    expect(cartStore.getState().cart?.excursions).toEqual([]);
    expect(cartStore.getState().bookings).toHaveLength(4);
  });

  it('shows the server’s message when the order is refused, keeping the basket', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges });
    await screen.findByRole('button', { name: 'Continue' });
    await fillCheckout(DEMO_FAILING_ORDER_MAIL);
    await userEvent.click(screen.getByLabelText('I accept the Terms & Conditions'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(`Your order could not be placed: ${DEMO_ORDER_FAILURE_MESSAGE}`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(screen.getByRole('article', { name: 'Lisbon Old Town Walk' })).toBeInTheDocument();
  });
});
