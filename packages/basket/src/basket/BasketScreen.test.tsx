import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@companion/hub-client';
import { basketState, DEMO_FAILING_ORDER_MAIL, DEMO_ORDER_FAILURE_MESSAGE } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { createStatePersistence, PERSISTENCE_KEY } from '@companion/shell';
import { focusedElement, memoryStorage } from '@companion/test-harness';
import { cartStore } from '../cart/cart-store';
import { persistCart } from '../cart/persist-cart';
import { ConfirmationScreen } from '../confirmation/ConfirmationScreen';
import { demoCartChanges, freeCartChanges } from '../test/demo-cart';
import { renderBasketScreen } from '../test/render-basket-screen';
import { BasketScreen } from './BasketScreen';

// An order chains several hub calls (order, cart, bookings, then the confirmation's holiday); on a
// busy two-core CI machine that takes longer than Testing Library's default second to appear.
configure({ asyncUtilTimeout: 5_000 });

const reset = () => {
  cartStore.setState(cartStore.getInitialState(), true);
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
    const cruise = await screen.findByRole('region', { name: 'Cruise excursions on 22/11/2026' });
    const walk = within(cruise).getByRole('article', { name: 'Lisbon Old Town Walk' });
    expect(within(walk).getByText('£99.00')).toBeInTheDocument();
    expect(within(walk).getAllByRole('listitem')).toHaveLength(2);
    expect(within(walk).getByRole('link', { name: 'Change Lisbon Old Town Walk' })).toHaveAttribute('href', '/excursion/IT-1/LIS-01/1');
    const resort = screen.getByRole('region', { name: 'Resort excursions on 08/12/2026' });
    expect(within(resort).getByRole('link', { name: 'Change Sunset Kayak' })).toHaveAttribute('href', '/resorts/RES-PMI/PMI-3/2026-12-08');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£134.00');
  });

  it('does not let a blocked account order what its basket still holds (§5)', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges, guest: 'weber' });
    expect(await screen.findByText('Your account is blocked for bookings. Please contact Guest Services.')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Lisbon Old Town Walk' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).toBeNull();
    expect(screen.queryByRole('button', { name: /order|continue/i })).toBeNull();
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

  // Keyboard audit: Enter on a Remove button dropped focus to the body, and nothing said what went
  // or what the basket now costs.
  it('keeps focus while a guest is being removed, then moves it to the next guest’s Remove and says the new total', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderBasketScreen('/basket', BasketScreen, {
      cart: demoCartChanges,
      wrapFetch: (demoFetch) => async (input, init) => {
        const { method, url } = peek(input, init);
        if (method === 'POST' && new URL(url).pathname.endsWith('/passengers/cart')) await held;
        return demoFetch(input, init);
      },
    });
    const remove = await screen.findByRole('button', { name: 'Remove Mary Smith from Lisbon Old Town Walk' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    // While the hub answers: the pressed button is off but keeps focus, and a second press does nothing.
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(remove);
    await userEvent.keyboard('{Enter}');
    release();
    const next = screen.getByRole('button', { name: 'Remove Emily Smith from Madeira Levada Hike' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Mary Smith from Lisbon Old Town Walk' })).toBeNull());
    expect(focusedElement()).toBe(next);
    expect(screen.getByText('Mary Smith removed from Lisbon Old Town Walk. Total £84.50')).toHaveAttribute('role', 'status');
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£84.50');
    expect(cartStore.getState().cart?.excursions).toHaveLength(3);
  });

  it('moves focus to the guest before when the last row goes, and to the status when the basket is empty', async () => {
    await renderBasketScreen('/basket', BasketScreen, { cart: freeCartChanges });
    (await screen.findByRole('button', { name: 'Remove Mary Smith from Sunset Kayak' })).focus();
    await userEvent.keyboard('{Enter}');
    const before = screen.getByRole('button', { name: 'Remove Emily Smith from Madeira Levada Hike' });
    await waitFor(() => expect(focusedElement()).toBe(before));
    expect(screen.getByText('Mary Smith removed from Sunset Kayak. Total £0.00')).toHaveAttribute('role', 'status');
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('No items in basket.')).toBeInTheDocument();
    const status = screen.getByText('Emily Smith removed from Madeira Levada Hike. Total £0.00');
    expect(focusedElement()).toBe(status);
    expect(status).toHaveAttribute('role', 'status');
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
    // A corrected field loses its message at once; the one still wrong keeps it.
    expect(screen.queryByText('Please enter your email address')).not.toBeInTheDocument();
    expect(screen.getByText('Email addresses must match')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Terms & Conditions/ }));
    expect(screen.queryByText('Please accept the Terms & Conditions which are listed below, to continue')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Email addresses must match')).toBeInTheDocument();
    expect(basketState(demoState).orders.size).toBe(0);
    expect(basketState(demoState).carts.get(guestId)).toHaveLength(4);
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
    expect(basketState(demoState).orders.size).toBe(1);
    expect([...basketState(demoState).orders.values()][0]!.paymentReference).toBe('CASH');
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

  it('shows the hub’s refusal once, even when its words already say the order could not be placed', async () => {
    const refusal = 'Your order could not be placed: the excursion office is closed for today.';
    await renderBasketScreen('/basket', BasketScreen, {
      cart: demoCartChanges,
      wrapFetch: (demoFetch) => (input, init) =>
        isOrder(input, init)
          ? Promise.resolve(Response.json({ code: 'CLOSED', message: refusal }, { status: 409 }))
          : demoFetch(input, init),
    });
    await placeOrder();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(alert.textContent?.match(/could not be placed/g)).toHaveLength(1);
  });

  it('never shows a proxy’s HTML page, only its own words', async () => {
    await renderBasketScreen('/basket', BasketScreen, {
      cart: demoCartChanges,
      wrapFetch: (demoFetch) => (input, init) =>
        isOrder(input, init)
          ? Promise.resolve(new Response('<html><body><h1>400 Bad Request</h1></body></html>', { status: 400 }))
          : demoFetch(input, init),
    });
    await placeOrder();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your order could not be placed\.$/);
    expect(document.body.textContent).not.toContain('<html');
    expect(document.body.textContent).not.toContain('Bad Request');
  });

  describe('when the order’s answer is unreadable or lost', () => {
    it('finds a taken order behind a malformed 2xx answer and confirms it, without a second order', async () => {
      const { demoState } = await renderBasketScreen('/basket', BasketScreen, {
        cart: demoCartChanges,
        ...withConfirmation,
        wrapFetch: (demoFetch) => async (input, init) => {
          const answer = await demoFetch(input, init);
          return isOrder(input, init) ? Response.json({ result: 'OK' }) : answer;
        },
      });
      await placeOrder();
      expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeInTheDocument();
      expect(screen.getByText('Listed under My bookings')).toBeInTheDocument();
      expect(basketState(demoState).orders.size).toBe(1);
      expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
    });

    it('finds a taken order behind a lost answer and confirms it, without a second order', async () => {
      const { demoState } = await renderBasketScreen('/basket', BasketScreen, {
        cart: demoCartChanges,
        ...withConfirmation,
        wrapFetch: (demoFetch) => async (input, init) => {
          const answer = await demoFetch(input, init);
          if (isOrder(input, init)) throw new TypeError('Failed to fetch');
          return answer;
        },
      });
      await placeOrder();
      expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeInTheDocument();
      expect(basketState(demoState).orders.size).toBe(1);
      expect(cartStore.getState().bookings).toHaveLength(4);
    });

    it('says plainly that the outcome is unknown, offers only to check again, and confirms once the order shows up', async () => {
      const held: Request[] = [];
      let demo: typeof fetch | undefined;
      const { demoState } = await renderBasketScreen('/basket', BasketScreen, {
        cart: demoCartChanges,
        ...withConfirmation,
        wrapFetch: (demoFetch) => {
          demo = demoFetch;
          return (input, init) => {
            if (!isOrder(input, init)) return demoFetch(input, init);
            // The answer is lost before the hub has finished; the request reaches it later.
            held.push(input instanceof Request ? input.clone() : new Request(input, init));
            return Promise.reject(new TypeError('Failed to fetch'));
          };
        },
      });
      await placeOrder();
      const notice = await screen.findByText(/We do not know whether your order went through/);
      expect(notice.closest('[role="alert"]')).toHaveTextContent('Please do not order again.');
      expect(screen.queryByText(/try again/i)).not.toBeInTheDocument();
      const continueButton = screen.getByRole('button', { name: 'Continue' });
      expect(continueButton).toBeDisabled();
      act(() => continueButton.closest('form')!.requestSubmit());
      expect(held).toHaveLength(1);
      expect(basketState(demoState).orders.size).toBe(0);

      // The hub now takes the order that was on its way, with the key it was sent with.
      await demo!(held[0]!);
      expect(held[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
      await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
      expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeInTheDocument();
      expect(basketState(demoState).orders.size).toBe(1);
    });

    it('sends the same idempotency key again for the same basket, so the hub cannot book it twice', async () => {
      const keys: (string | null)[] = [];
      let loseAnswers = true;
      const { demoState, router } = await renderBasketScreen('/basket', BasketScreen, {
        cart: demoCartChanges,
        ...withConfirmation,
        wrapFetch: (demoFetch) => (input, init) => {
          if (!isOrder(input, init)) return demoFetch(input, init);
          keys.push(peek(input, init).headers.get(IDEMPOTENCY_KEY_HEADER));
          return loseAnswers ? Promise.reject(new TypeError('Failed to fetch')) : demoFetch(input, init);
        },
      });
      await placeOrder();
      await screen.findByText(/We do not know whether your order went through/);
      // The guest leaves and comes back to the same basket: a fresh form, but the same attempt.
      await act(() => router.navigate('/'));
      await act(() => router.navigate('/basket'));
      loseAnswers = false;
      await placeOrder();
      expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(basketState(demoState).orders.size).toBe(1);
    });

    it('after a reload sends the same key for the same basket: a press then cannot book it twice', async () => {
      const keys: (string | null)[] = [];
      let loseAnswers = true;
      const wrapFetch =
        (demoFetch: typeof fetch): typeof fetch =>
        (input, init) => {
          if (!isOrder(input, init)) return demoFetch(input, init);
          keys.push(peek(input, init).headers.get(IDEMPOTENCY_KEY_HEADER));
          return loseAnswers ? Promise.reject(new TypeError('Failed to fetch')) : demoFetch(input, init);
        };
      const storage = memoryStorage(PERSISTENCE_KEY);
      const persistence = createStatePersistence({ storage, throttleMs: 0 });
      persistCart(persistence);
      const before = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges, ...withConfirmation, wrapFetch });
      await placeOrder();
      await screen.findByText(/We do not know whether your order went through/);

      // The reload: the page goes, and the new one starts from what the old one saved.
      persistence.flush();
      const saved = storage.items.get(PERSISTENCE_KEY);
      before.unmount();
      cartStore.setState(cartStore.getInitialState(), true);
      persistCart(createStatePersistence({ storage: memoryStorage(PERSISTENCE_KEY, saved) }));
      loseAnswers = false;
      const { demoState } = await renderBasketScreen('/basket', BasketScreen, { cart: demoCartChanges, ...withConfirmation, wrapFetch });
      await placeOrder();
      expect(await screen.findByRole('heading', { name: 'Thank you for your booking' })).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      expect(basketState(demoState).orders.size).toBe(1);
    });

    it('ends a hung order after 30 seconds and checks what the hub holds, instead of “Placing your order…” forever', async () => {
      await renderBasketScreen('/basket', BasketScreen, {
        cart: demoCartChanges,
        wrapFetch: (demoFetch) => (input, init) => {
          if (!isOrder(input, init)) return demoFetch(input, init);
          const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
          return new Promise((_resolve, reject) => signal?.addEventListener('abort', () => reject(signal.reason)));
        },
      });
      await fillCheckout('guest@example.com');
      await userEvent.click(screen.getByLabelText('I accept the Terms & Conditions'));
      vi.useFakeTimers();
      try {
        act(() => screen.getByRole('button', { name: 'Continue' }).closest('form')!.requestSubmit());
        // Off but focused: aria-disabled, so a guest who pressed it is not dropped to the page's body.
        expect(screen.getByRole('button', { name: 'Placing your order…' })).toHaveAttribute('aria-disabled', 'true');
        await act(() => vi.advanceTimersByTimeAsync(30_000));
      } finally {
        vi.useRealTimers();
      }
      expect(await screen.findByText(/We do not know whether your order went through/)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Placing your order…' })).not.toBeInTheDocument();
    });
  });

  it('shows a saved basket it could not refresh as possibly out of date, and blocks checkout until a refresh works', async () => {
    // Seeding the cart and saving it go past this wrapper; only the screen's refresh fails.
    let cartCallsFail = true;
    const { demoState } = await renderBasketScreen('/basket', BasketScreen, {
      cart: demoCartChanges,
      savedCart: true,
      wrapFetch: (demoFetch) => (input, init) =>
        cartCallsFail && peek(input, init).method === 'GET' && peek(input, init).url.endsWith('/passengers/cart')
          ? Promise.resolve(new Response('<html>502</html>', { status: 502 }))
          : demoFetch(input, init),
    });
    const notice = await screen.findByText(/Your basket could not be updated, so it may be out of date/);
    expect(screen.getByRole('article', { name: 'Lisbon Old Town Walk' })).toBeInTheDocument();
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    await fillCheckout('guest@example.com');
    await userEvent.click(screen.getByLabelText('I accept the Terms & Conditions'));
    act(() => continueButton.closest('form')!.requestSubmit());
    expect(basketState(demoState).orders.size).toBe(0);

    cartCallsFail = false;
    await userEvent.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText(/may be out of date/)).not.toBeInTheDocument());
    // The notice goes as the refresh starts; the order opens once the refreshed basket is in.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
  });
});

/** Method, address and headers of a call, without reading (and so using up) its body. */
function peek(input: RequestInfo | URL, init?: RequestInit): { method: string; url: string; headers: Headers } {
  if (input instanceof Request) return { method: input.method, url: input.url, headers: input.headers };
  return { method: init?.method ?? 'GET', url: String(input), headers: new Headers(init?.headers) };
}

/** The order call, whichever way ky hands the request over. */
function isOrder(input: RequestInfo | URL, init?: RequestInit): boolean {
  const { method, url } = peek(input, init);
  return method === 'POST' && new URL(url).pathname.endsWith('/passengers/cart/order');
}

async function placeOrder() {
  await screen.findByRole('button', { name: 'Continue' });
  await fillCheckout('guest@example.com');
  await userEvent.click(screen.getByLabelText('I accept the Terms & Conditions'));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}
