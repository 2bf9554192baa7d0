import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, type Cart, type CartElement } from '@companion/hub-client';
import type { HubState } from '../../hub-state';
import { addBookings, type BasketState } from './state';
import { hubErrorAnswer, withSession } from '../../handlers/answers';

/**
 * The demo hub's configurable order failure: an order whose confirmation mail is this address is
 * refused, so demos and tests can show the server's message.
 */
export const DEMO_FAILING_ORDER_MAIL = 'order-fails@example.com';
export const DEMO_ORDER_FAILURE_MESSAGE = 'The excursion office is closed for today.';

export function basketHandlers(state: HubState, basket: BasketState) {
  return [
    http.get(
      '*/passengers/cart',
      withSession(state, ({ session }) => HttpResponse.json(cartOf(basket.carts.get(session.guest.id) ?? []))),
    ),
    http.post(
      '*/passengers/cart',
      withSession(state, async ({ request, session }) => {
        const changes = await changesOf(request);
        if (!changes) return hubErrorAnswer(400, 'INVALID_CART_CHANGE', 'The cart change could not be read.');
        let elements = basket.carts.get(session.guest.id) ?? [];
        for (const change of changes) {
          const others = elements.filter((element) => !sameEntry(element, change));
          elements = change.action === 'remove' ? others : [...others, { ...change, id: state.nextId(), price: change.price ?? 0 }];
        }
        basket.carts.set(session.guest.id, elements);
        return HttpResponse.json(cartOf(elements));
      }),
    ),
    http.post(
      '*/passengers/cart/order',
      withSession(state, async ({ request, session }) => {
        const order = (await request.json().catch(() => null)) as Record<string, unknown> | null;
        const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
        const orderKey = key ? `${session.guest.id} ${key}` : undefined;
        const placed = orderKey ? basket.orderKeys.get(orderKey) : undefined;
        // A repeat of an order already taken answers as the first time did, without booking again.
        if (placed) return HttpResponse.json({ groupReference: placed });
        const elements = basket.carts.get(session.guest.id) ?? [];
        if (!order || typeof order.confirmationMail !== 'string' || !['CARD', 'CASH'].includes(String(order.paymentReference))) {
          return hubErrorAnswer(400, 'INVALID_ORDER', 'The order could not be read.');
        }
        if (order.confirmationMail === DEMO_FAILING_ORDER_MAIL)
          return hubErrorAnswer(409, 'ORDER_NOT_POSSIBLE', DEMO_ORDER_FAILURE_MESSAGE);
        if (elements.length === 0) return hubErrorAnswer(409, 'CART_EMPTY', 'There is nothing in the basket to order.');
        const groupReference = `GRP-${state.nextId().slice(5, 11).toUpperCase()}`;
        basket.orders.set(groupReference, { guestId: session.guest.id, elements, paymentReference: String(order.paymentReference) });
        if (orderKey) basket.orderKeys.set(orderKey, groupReference);
        addBookings(basket, session.guest.id, elements);
        basket.carts.set(session.guest.id, []);
        return HttpResponse.json({ groupReference });
      }),
    ),
    http.get(
      '*/passengers/bookings',
      withSession(state, ({ session }) => HttpResponse.json(basket.bookings.get(session.guest.id) ?? [])),
    ),
  ];
}

type CartChangeBody = Omit<CartElement, 'id' | 'price'> & { price?: number; action?: string };

/** The same guest on the same excursion on the same day: a cart holds each at most once. */
function sameEntry(element: CartElement, change: CartChangeBody): boolean {
  return (
    String(element.excursion.id) === String(change.excursion.id) &&
    element.date === change.date &&
    String(element.passenger.id) === String(change.passenger.id)
  );
}

function cartOf(elements: readonly CartElement[]): Cart {
  const total = elements.reduce((sum, element) => sum + element.price, 0);
  return {
    excursions: [...elements],
    totalPrice: Math.round(total * 100) / 100,
    nrExcursions: new Set(elements.map((e) => String(e.excursion.id))).size,
  };
}

async function changesOf(request: Request): Promise<CartChangeBody[] | undefined> {
  const body: unknown = await request.json().catch(() => undefined);
  if (!Array.isArray(body)) return undefined;
  const readable = body.every(
    (change: unknown) =>
      !!change &&
      typeof change === 'object' &&
      'excursion' in change &&
      'passenger' in change &&
      'date' in change &&
      'type' in change &&
      !!(change as { excursion: unknown }).excursion &&
      !!(change as { passenger: unknown }).passenger,
  );
  return readable ? (body as CartChangeBody[]) : undefined;
}
