import { http, HttpResponse, type RequestHandler } from 'msw';
import { IDEMPOTENCY_KEY_HEADER, type PhotoOrder } from '@companion/hub-client';
import type { HubState } from '../../hub-state';
import { bodyOf, hubErrorAnswer, withSession } from '../../handlers/answers';
import { imageSvg } from '../../media/image-svg';
import { demoBulkPackages, demoPhotoConditions, demoPhotoConfig, demoPhotoVariants } from './fixtures/photo-shop';
import { priceCart } from './pricing';
import { cartOf, createPhotomatchState, DEMO_PHOTO_ORDER_NOT_ALLOWED, fileName, type PhotomatchState } from './state';
import { zipFile } from './zip-file';

/**
 * The operator's "new voyage" for the photo shop in the demo: every guest undecided again, carts
 * empty, only the seeded orders, free copies as given. The shop can be shown (or a journey run)
 * once more without restarting the hub.
 */
export const PHOTOMATCH_RESET_PATH = '/demo/photomatch/reset';

// A guest's own photos: no cache, the browser's or a proxy's, keeps them past the guest's logout.
const svgHeaders = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, no-store' };

/**
 * The photo shop of bookable-services.md §7 "Photos". Shop calls need a session; the picture and
 * download addresses do not, because the browser opens them as plain links without our headers
 * (their names are the only key, docs/hub-contract.md "Photo shop").
 */
export function photomatchHandlers(hub: HubState, own: PhotomatchState): RequestHandler[] {
  const photosOf = (guestId: string) => (own.consent.get(guestId) === true ? (own.photos.get(guestId) ?? []) : []);
  const pricedCart = (guestId: string) => priceCart(cartOf(own, guestId), own.photos.get(guestId) ?? [], own.freeCredits.get(guestId) ?? 0);
  const answerOrder = ({ guestId: _guestId, files: _files, ...order }: (typeof own.orders)[number]): PhotoOrder => order;

  return [
    http.get('*/photomatch/config', () => HttpResponse.json(demoPhotoConfig())),
    http.get(
      '*/photo/passenger/consent',
      withSession(hub, ({ session }) => HttpResponse.json(own.consent.get(session.guest.id) ?? null)),
    ),
    http.post(
      '*/photo/passenger/consent/:choice',
      withSession(hub, ({ session, params }) => {
        if (params.choice !== 'true' && params.choice !== 'false') return hubErrorAnswer(400, 'CONSENT_INVALID', 'Expected true or false');
        own.consent.set(session.guest.id, params.choice === 'true');
        // Opting out ends the matching: what was in the cart can no longer be bought.
        if (params.choice === 'false') own.carts.delete(session.guest.id);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.get(
      '*/photomatch/cabinImages',
      withSession(hub, ({ session }) =>
        HttpResponse.json(
          photosOf(session.guest.id).map(({ id, url, caption }) => ({
            id,
            url,
            caption,
            variants: demoPhotoVariants.map((variant) => ({ id: variant.id, count: 0, total: null })),
            isDiscounted: false,
            isFreeVariant: false,
          })),
        ),
      ),
    ),
    http.get(
      '*/photomatch/cart',
      withSession(hub, ({ session }) => HttpResponse.json(pricedCart(session.guest.id))),
    ),
    http.post(
      '*/photomatch/addToCart',
      withSession(hub, async ({ request, session }) => {
        const body = await bodyOf(request);
        const cart = cartOf(own, session.guest.id);
        if (body.bulkPackageId !== undefined) {
          const bulk = demoBulkPackages.find((candidate) => String(candidate.id) === String(body.bulkPackageId));
          if (!bulk) return hubErrorAnswer(404, 'PACKAGE_UNKNOWN', 'No such package');
          cart.bulkPackageId = String(bulk.id);
          return HttpResponse.json(pricedCart(session.guest.id));
        }
        const known = new Set(photosOf(session.guest.id).map((photo) => photo.id));
        for (const photo of Array.isArray(body.photos) ? (body.photos as { id: unknown; variants?: unknown }[]) : []) {
          const id = String(photo.id);
          if (!known.has(id)) return hubErrorAnswer(404, 'PHOTO_UNKNOWN', 'No such photo');
          const counts = cart.photos.get(id) ?? new Map<string, number>();
          for (const variant of Array.isArray(photo.variants) ? (photo.variants as { id: unknown; count: unknown }[]) : []) {
            const config = demoPhotoVariants.find((candidate) => String(candidate.id) === String(variant.id));
            const count = Number(variant.count);
            if (!config || !Number.isInteger(count) || count < 0 || (config.digital && count > 1)) {
              return hubErrorAnswer(400, 'COUNT_INVALID', 'A count is 0 or more, and a digital copy at most 1');
            }
            counts.set(String(config.id), count);
          }
          cart.photos.set(id, counts);
        }
        return HttpResponse.json(pricedCart(session.guest.id));
      }),
    ),
    http.post(
      '*/photomatch/removeFromCart',
      withSession(hub, async ({ request, session }) => {
        const body = await bodyOf(request);
        const cart = cartOf(own, session.guest.id);
        if (body.bulkPackageId !== undefined && String(body.bulkPackageId) === cart.bulkPackageId) cart.bulkPackageId = undefined;
        for (const photo of Array.isArray(body.photos) ? (body.photos as { id: unknown }[]) : []) cart.photos.delete(String(photo.id));
        return HttpResponse.json(pricedCart(session.guest.id));
      }),
    ),
    http.post(
      '*/photomatch/emptyCart',
      withSession(hub, ({ session }) => {
        own.carts.delete(session.guest.id);
        return HttpResponse.json(pricedCart(session.guest.id));
      }),
    ),
    http.get('*/conditions/Photoshop', () => HttpResponse.json(demoPhotoConditions)),
    http.get(
      '*/conditions/allowed/Photoshop',
      withSession(hub, ({ session }) =>
        HttpResponse.json(
          own.notAllowed.has(session.guest.id)
            ? { allowed: false, message: DEMO_PHOTO_ORDER_NOT_ALLOWED, messages: [DEMO_PHOTO_ORDER_NOT_ALLOWED] }
            : { allowed: true, message: null, messages: [] },
        ),
      ),
    ),
    http.post(
      '*/photomatch/order',
      withSession(hub, ({ request, session }) => {
        const guestId = session.guest.id;
        const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
        const placed = key ? own.orders.find((order) => order.orderId === own.orderKeys.get(`${guestId} ${key}`)) : undefined;
        if (placed) return HttpResponse.json(answerOrder(placed));
        if (own.failingOrders.has(guestId)) return hubErrorAnswer(422, 'PHOTO_ORDER_FAILED', 'The photo system could not take the order.');
        if (own.notAllowed.has(guestId)) return hubErrorAnswer(409, 'ORDER_NOT_ALLOWED', DEMO_PHOTO_ORDER_NOT_ALLOWED);
        const cart = cartOf(own, guestId);
        const priced = pricedCart(guestId);
        if (priced.totals.grandCount === 0) return hubErrorAnswer(422, 'CART_EMPTY', 'The photo cart is empty.');
        const photos = own.photos.get(guestId) ?? [];
        const bulk = demoBulkPackages.find((candidate) => String(candidate.id) === cart.bulkPackageId);
        const digital = photos.filter(
          (photo) =>
            (cart.photos.get(photo.id)?.get('digital') ?? 0) > 0 ||
            (bulk !== undefined && (bulk.scene === null || bulk.scene === photo.scene)),
        );
        const orderId = `PO-${own.nextOrder}`;
        own.nextOrder += 1;
        const order = {
          guestId,
          orderId,
          date: hub.now().toISOString(),
          status: 'Received',
          totals: {
            grandCount: priced.totals.grandCount,
            grandTotal: priced.totals.grandTotal,
            grandTotalString: `£${priced.totals.grandTotal.toFixed(2)}`,
          },
          digital: { photos: digital.map(fileName), zip: digital.length > 0 ? `${orderId}.zip` : null, statusNotReady: false },
          files: digital,
        };
        own.orders.push(order);
        if (key) own.orderKeys.set(`${guestId} ${key}`, orderId);
        const credits = own.freeCredits.get(guestId);
        if (credits !== undefined) own.freeCredits.set(guestId, priced.freeCredits?.remaining ?? credits);
        own.carts.delete(guestId);
        return HttpResponse.json(answerOrder(order));
      }),
    ),
    http.get(
      '*/photomatch/orders',
      withSession(hub, ({ session }) =>
        HttpResponse.json(
          own.orders
            .filter((order) => order.guestId === session.guest.id)
            .map(answerOrder)
            .reverse(),
        ),
      ),
    ),
    http.get('*/photomatch/image/:reference', ({ request, params }) => {
      const width = Math.min(Number(new URL(request.url).searchParams.get('width')) || 800, 1920);
      return new HttpResponse(imageSvg(String(params.reference), width), { headers: svgHeaders });
    }),
    http.get('*/photomatch/viewphoto/:name', ({ params }) => {
      const photo = findFile(own, String(params.name));
      return photo
        ? new HttpResponse(imageSvg(photo.url, 1600), { headers: svgHeaders })
        : hubErrorAnswer(404, 'PHOTO_UNKNOWN', 'No such photo');
    }),
    http.get('*/photomatch/downloadzip/:name', ({ params }) => {
      const order = own.orders.find((candidate) => candidate.digital?.zip === params.name);
      if (!order) return hubErrorAnswer(404, 'ZIP_UNKNOWN', 'No such download');
      const archive = zipFile(order.files.map((photo) => ({ name: fileName(photo), content: imageSvg(photo.url, 1600) })));
      return new HttpResponse(archive, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="${String(params.name)}"`,
          'Cache-Control': 'private, no-store',
        },
      });
    }),
    http.post(`*${PHOTOMATCH_RESET_PATH}`, () => {
      Object.assign(own, createPhotomatchState(hub));
      return HttpResponse.json({ orders: own.orders.length });
    }),
  ];
}

function findFile(own: PhotomatchState, name: string) {
  for (const order of own.orders) {
    const file = order.files.find((photo) => fileName(photo) === name);
    if (file) return file;
  }
  return undefined;
}
