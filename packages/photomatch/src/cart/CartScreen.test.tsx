import { memoryStorage } from '@companion/test-harness';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, type PhotoCart, type PhotoCartChange } from '@companion/hub-client';
import { createStatePersistence, PERSISTENCE_KEY } from '@companion/shell';
import { answeringCall, areaState, DEMO_PHOTO_ORDER_NOT_ALLOWED, failingCall, photomatchArea } from '@companion/hub-sim';
import { photomatchFeature } from '../photomatch-feature';
import { photoStore } from '../store/photo-store';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

// An order chains several calls (orders, order, cart, then the confirmation); a busy CI machine needs more than a second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

const print = (id: string, count: number): PhotoCartChange => ({ photos: [{ id, variants: [{ id: 'print-6x8', count }] }] });
const digital = (id: string): PhotoCartChange => ({ photos: [{ id, variants: [{ id: 'digital', count: 1 }] }] });
/** Two prints of one photo and a digital copy of another (free: a credit pays for it). */
const printsAndDigital = (ids: readonly string[]) => [print(ids[0]!, 2), digital(ids[1]!)];

const orderPosts = (log: Request[]) => log.filter((request) => request.method === 'POST' && request.url.endsWith('/photomatch/order'));
function watching(log: Request[], change?: (request: Request, answer: Response) => Promise<Response>) {
  return (demoFetch: typeof fetch): typeof fetch =>
    async (input, init) => {
      const request = new Request(input, init);
      log.push(request.clone());
      const answer = await demoFetch(request);
      return change ? change(request, answer) : answer;
    };
}

async function acceptAndOrder() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
}

/** The upsell is offered once; these tests that are not about it start with it behind them. */
const upsellSeen = () => photoStore.setState({ upsellOffered: true });

describe('CartScreen', () => {
  it('shows the empty cart with a way to the photos', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart' });
    expect(await screen.findByText('Your photo basket is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse my photos' })).toHaveAttribute('href', '/photomatch/myphotos');
  });

  it('says an empty cart it could not refresh may be out of date, with a retry', async () => {
    // Saving the empty cart goes past this wrapper; only the screen's refresh fails.
    let cartCallsFail = true;
    await renderPhotoScreen({
      entry: '/photomatch/cart',
      savedCart: true,
      wrapFetch: (demoFetch) => async (input, init) => {
        const request = new Request(input, init);
        return cartCallsFail && request.method === 'GET' && request.url.endsWith('/photomatch/cart')
          ? new Response('<html>502</html>', { status: 502 })
          : demoFetch(request);
      },
    });
    expect(await screen.findByText('Your photo basket is empty.')).toBeInTheDocument();
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('This may not be your latest photo basket.');
    cartCallsFail = false;
    await userEvent.click(within(notice).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('This may not be your latest photo basket.')).not.toBeInTheDocument());
    expect(screen.getByText('Your photo basket is empty.')).toBeInTheDocument();
  });

  it('shows an error with retry when the cart cannot load', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', overrides: [failingCall('get', '*/photomatch/cart')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photo basket could not be loaded.');
  });

  it('lists photos with copies and prices, marks the free copy, and shows every total', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: (ids) => [...printsAndDigital(ids), { bulkPackageId: 'port-bundle' }] });
    const photos = await screen.findByRole('list', { name: 'Photos in your basket' });
    expect(within(photos).getByText('2 × 6×8 in print – £24.00')).toBeInTheDocument();
    expect(within(photos).getByText('1 × Digital copy – £0.00')).toBeInTheDocument();
    expect(within(photos).getByText('Free')).toBeInTheDocument();
    expect(within(photos).getByText('Package: Ports of Call Set')).toBeInTheDocument();
    // £24.00 prints + free digital + £29.00 package.
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£53.00');
    expect(screen.getByText('4 items · 2 photos')).toBeInTheDocument();
    expect(screen.getByText('You have 1 free digital copy left.')).toBeInTheDocument();
    expect(screen.getByText('Upgrade to Voyage Collection for £120.00 more.')).toBeInTheDocument();
  });

  it('says what an offer still gives: one more print FREE after two (3 for 2)', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: (ids) => [print(ids[0]!, 2)] });
    const offers = await screen.findByRole('region', { name: 'Special offers' });
    expect(offers).toHaveTextContent('3 for 2 on 6×8 prints: you can add 1 more FREE.');
  });

  it('says how many more trigger an offer', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: (ids) => [print(ids[0]!, 1)] });
    const offers = await screen.findByRole('region', { name: 'Special offers' });
    expect(offers).toHaveTextContent('3 for 2 on 6×8 prints: add 1 more and get the next 1 FREE.');
  });

  it('reads a discounted count over 10 as no limit, priced each', async () => {
    const cart: PhotoCart = {
      photos: [{ id: 'smith-001', variants: [{ id: 'digital', count: 1, total: 9.99 }] }],
      photoGroups: [
        { id: 'digital-five-plus', missedOffer: true, missedOfferRemainingTriggerCount: 0, missedOfferRemainingDiscountedCount: 11 },
      ],
      totals: { grandTotal: 9.99, grandCount: 1, photoCount: 1 },
    };
    await renderPhotoScreen({ entry: '/photomatch/cart', overrides: [answeringCall('get', '*/photomatch/cart', cart)] });
    const offers = await screen.findByRole('region', { name: 'Special offers' });
    expect(offers).toHaveTextContent('Buy 5 digital copies, every further one £4.99: you can add as many more as you like for £4.99 each.');
  });

  it('takes a photo out, and empties the whole cart', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital });
    const photos = await screen.findByRole('list', { name: 'Photos in your basket' });
    const remove = within(photos).getAllByRole('button', { name: /^Remove / });
    await userEvent.click(remove[0]!);
    await waitFor(() => expect(within(photos).getAllByRole('button', { name: /^Remove / })).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Empty the photo basket' }));
    expect(await screen.findByText('Your photo basket is empty.')).toBeInTheDocument();
  });

  it('needs the conditions accepted before ordering (bookable-services §5)', async () => {
    const log: Request[] = [];
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log) });
    expect(await screen.findByText(/Prints are ready for collection/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please accept the Terms & Conditions, before placing your order');
    expect(orderPosts(log)).toHaveLength(0);
  });

  it("shows the server's message when ordering is not possible", async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', guest: 'weber', cart: (ids) => [print(ids[0]!, 1)] });
    expect(await screen.findByRole('alert')).toHaveTextContent(`Order not possible: ${DEMO_PHOTO_ORDER_NOT_ALLOWED}`);
    expect(screen.queryByRole('button', { name: 'Place order' })).not.toBeInTheDocument();
  });

  it('offers the upgrade once before the order; declining orders at once', async () => {
    const log: Request[] = [];
    const view = await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log) });
    await acceptAndOrder();
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Voyage Collection?' });
    expect(dialog).toHaveTextContent('For £149.00 more you get Voyage Collection.');
    expect(orderPosts(log)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'No thanks, place my order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/photomatch/orderconfirmation');
    expect(orderPosts(log)).toHaveLength(1);
  });

  it('upgrading adds the package and shows the new total; the next press orders without asking again', async () => {
    const log: Request[] = [];
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log) });
    await acceptAndOrder();
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Upgrade' }));
    expect(await screen.findByText('Package: Voyage Collection')).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£173.00');
    expect(orderPosts(log)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('orders once: a second press while the order is under way is ignored, and the order carries a key', async () => {
    const log: Request[] = [];
    const view = await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log) });
    upsellSeen();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'I accept the Terms & Conditions' }));
    const button = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(button);
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderPosts(log)).toHaveLength(1);
    expect(orderPosts(log)[0]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f]{32}$/);
    const orders = areaState(view.demoState, photomatchArea).orders.filter((order) => order.guestId === 'g-smith');
    expect(orders).toHaveLength(3);
  });

  it('empties the cart on success and confirms the order', async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital });
    upsellSeen();
    await acceptAndOrder();
    expect(await screen.findByText(/Your photo order PO-\d+ has been placed\./)).toBeInTheDocument();
    expect(photoStore.getState().cart?.totals.grandCount).toBe(0);
    expect(screen.getByText('Total').parentElement).toHaveTextContent('£24.00');
  });

  it("shows the spec's order error when the hub refuses the order", async () => {
    await renderPhotoScreen({ entry: '/photomatch/cart', guest: 'berger', cart: (ids) => [print(ids[0]!, 1)] });
    upsellSeen();
    await acceptAndOrder();
    expect(
      await screen.findByText(
        'There has been an error while placing your order, please try again or contact the photo team for assistance.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeEnabled();
  });

  it('after a lost answer finds the order the hub took and never sends it again', async () => {
    const log: Request[] = [];
    const loseOrderAnswer = async (request: Request, answer: Response) => {
      if (request.method === 'POST' && request.url.endsWith('/photomatch/order')) throw new TypeError('connection reset');
      return answer;
    };
    const view = await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log, loseOrderAnswer) });
    upsellSeen();
    await acceptAndOrder();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderPosts(log)).toHaveLength(1);
    expect(areaState(view.demoState, photomatchArea).orders.filter((order) => order.guestId === 'g-smith')).toHaveLength(3);
  });

  it('after an unreadable answer finds the order the hub took', async () => {
    const log: Request[] = [];
    const garble = async (request: Request, answer: Response) =>
      request.method === 'POST' && request.url.endsWith('/photomatch/order') ? new Response('<html>proxy</html>', { status: 200 }) : answer;
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log, garble) });
    upsellSeen();
    await acceptAndOrder();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    expect(orderPosts(log)).toHaveLength(1);
  });

  it('when it cannot find out, says so and never orders again by itself', async () => {
    const log: Request[] = [];
    let lost = false;
    const loseAll = async (request: Request, answer: Response) => {
      if (request.method === 'POST' && request.url.endsWith('/photomatch/order')) lost = true;
      if (lost && request.url.includes('/photomatch/')) throw new TypeError('ship is offline');
      return answer;
    };
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: watching(log, loseAll) });
    upsellSeen();
    await acceptAndOrder();
    expect(await screen.findByText(/We could not find out whether your order arrived\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Place order' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/We could not find out whether your order arrived\./)).toBeInTheDocument();
    expect(orderPosts(log)).toHaveLength(1);
  });

  it('after a reload sends the same key for the same cart: a press then cannot order it twice', async () => {
    const log: Request[] = [];
    let offline = false;
    let lost = true;
    // The order never reaches the hub, and from then on nothing of the photo shop answers.
    const loseAll =
      (demoFetch: typeof fetch): typeof fetch =>
      async (input, init) => {
        const request = new Request(input, init);
        log.push(request.clone());
        if (lost && request.method === 'POST' && request.url.endsWith('/photomatch/order')) offline = true;
        if (offline && request.url.includes('/photomatch/')) throw new TypeError('ship is offline');
        return demoFetch(request);
      };
    const storage = memoryStorage(PERSISTENCE_KEY);
    const persistence = createStatePersistence({ storage, throttleMs: 0 });
    await photomatchFeature.persistSlices!(persistence);
    const before = await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: loseAll });
    upsellSeen();
    await acceptAndOrder();
    await screen.findByText(/We could not find out whether your order arrived\./);

    // The reload: the page goes, and the new one starts from what the old one saved.
    persistence.flush();
    const saved = storage.items.get(PERSISTENCE_KEY);
    before.unmount();
    photoStore.setState(photoStore.getInitialState(), true);
    await photomatchFeature.persistSlices!(createStatePersistence({ storage: memoryStorage(PERSISTENCE_KEY, saved) }));
    lost = false;
    offline = false;
    const view = await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: loseAll });
    await acceptAndOrder();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    const posts = orderPosts(log);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER));
    expect(areaState(view.demoState, photomatchArea).orders.filter((order) => order.guestId === 'g-smith')).toHaveLength(3);
  });

  it('when the order never reached the hub, says the order error and sends the same key on the next press', async () => {
    const log: Request[] = [];
    let dropped = 0;
    const dropFirstOrder = async (request: Request, answer: Response) => answer;
    const wrap =
      (demoFetch: typeof fetch): typeof fetch =>
      async (input, init) => {
        const request = new Request(input, init);
        log.push(request.clone());
        if (request.method === 'POST' && request.url.endsWith('/photomatch/order') && dropped === 0) {
          dropped += 1;
          throw new TypeError('connection refused');
        }
        return dropFirstOrder(request, await demoFetch(request));
      };
    await renderPhotoScreen({ entry: '/photomatch/cart', cart: printsAndDigital, wrapFetch: wrap });
    upsellSeen();
    await acceptAndOrder();
    expect(
      await screen.findByText(
        'There has been an error while placing your order, please try again or contact the photo team for assistance.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(await screen.findByRole('heading', { name: 'Thank you for your order' })).toBeInTheDocument();
    const posts = orderPosts(log);
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe(posts[0]!.headers.get(IDEMPOTENCY_KEY_HEADER));
  });
});
