import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getCart, updateCart, type HubClient } from '@companion/hub-client';
import { DEMO_RESORT, failingCall } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { focusedElement } from '@companion/test-harness';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen, type RenderExcursionOptions } from '../test/render-excursion-screen';
import { cartElementFor } from './cart-changes';
import { BasketEntryScreen } from './BasketEntryScreen';
import { lostAnswer, onPost, type PostAnswer } from '@companion/screen-harness';

afterEach(() => clearAuthentication());

const capri = demoExcursion('Capri and the Blue Grotto');
const yoga = demoExcursion('Hotel Arts rooftop yoga');
const cruiseEntry = (suffix = '') => `/excursion/${capri.itinerary?.id}/${capri.id}${suffix}`;

const withCapriFor =
  (...names: string[]) =>
  async (hub: HubClient) =>
    updateCart(
      hub,
      names.map((firstName, index) =>
        cartElementFor(
          { excursion: capri, itineraryId: String(capri.itinerary?.id) },
          { accountNumber: `p-smith-${index + 1}`, firstName, lastName: 'Smith', price: 139, passengerType: 'Adult' },
        ),
      ),
    );

const cartOf = async (hub: HubClient) => {
  const cart = await getCart(hub);
  if (!cart.ok) throw new Error('no cart');
  return cart.value.excursions;
};

describe('adding a cruise excursion to the basket', () => {
  it('puts each chosen guest in the cart with the excursion, port, itinerary and price', async () => {
    const { hub } = await renderExcursionScreen('/excursion/:itineraryId/:excursionId/:amend?', () => <BasketEntryScreen />, {
      entry: cruiseEntry(),
      guest: 'smith',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Capri and the Blue Grotto to your basket' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lily Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(await screen.findByText('Your basket has been updated.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the basket' })).toHaveAttribute('href', '/basket');
    const cart = await cartOf(hub);
    expect(cart.map((element) => [element.passenger.firstName, element.price])).toEqual([
      ['Emily', 139],
      ['Lily', 70],
    ]);
    expect(cart[0]).toMatchObject({
      type: 'CruiseExcursion',
      date: capri.date,
      excursion: { id: capri.id, name: 'Capri and the Blue Grotto', port: { name: 'Naples' } },
      itinerary: { id: String(capri.itinerary?.id) },
      requiresPayment: true,
    });
  });

  it('keeps children from going alone and asks for somebody', async () => {
    await renderExcursionScreen('/excursion/:itineraryId/:excursionId/:amend?', () => <BasketEntryScreen />, {
      entry: cruiseEntry(),
      guest: 'smith',
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to basket' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You need to select at least one passenger.');
    // The guests are described by what is wrong with them, so a guest who tabs back hears it.
    const guests = screen.getByRole('group', { name: 'Who is coming?' });
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription('You need to select at least one passenger.');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Lily Smith' }));
    // Ticking a guest answers "select at least one": that message goes before the next press, and
    // the list, silent now, does not read out what is still missing while the guest ticks boxes.
    expect(screen.queryByText('You need to select at least one passenger.')).toBeNull();
    expect(screen.getByText('Children and infants must be accompanied by an adult on this excursion.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    expect(screen.queryByText(/Children and infants must be accompanied/)).toBeNull();
    expect(guests).not.toHaveAttribute('aria-invalid');
  });

  it('amends the cart’s entry (/1): the guests in the cart are ticked, and unticking one takes them out', async () => {
    const { hub } = await renderExcursionScreen('/excursion/:itineraryId/:excursionId/:amend?', () => <BasketEntryScreen />, {
      entry: cruiseEntry('/1'),
      guest: 'smith',
      prepare: withCapriFor('Emily', 'James'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Capri and the Blue Grotto in your basket' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Emily Smith' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'James Smith' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'James Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update basket' }));
    await screen.findByText('Your basket has been updated.');
    expect((await cartOf(hub)).map((element) => element.passenger.firstName)).toEqual(['Emily']);
  });

  const addEmilyWith = async (options: Pick<RenderExcursionOptions, 'overrides' | 'wrapFetch'>) => {
    await renderExcursionScreen('/excursion/:itineraryId/:excursionId/:amend?', () => <BasketEntryScreen />, {
      entry: cruiseEntry(),
      guest: 'smith',
      ...options,
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    return screen.findByRole('alert');
  };

  // A 4xx is the hub's plain no: our sentence, then the hub's own words.
  it('shows the hub’s words when it refuses to update the basket', async () => {
    const alert = await addEmilyWith({ overrides: [failingCall('post', '*/passengers/cart', 400)] });
    expect(alert).toHaveTextContent('Your basket could not be updated.');
    expect(alert).toHaveTextContent('The demo hub was told to fail this call.');
  });

  // A proxy's page carries no words of the hub's, and a status code is no sentence for a guest.
  it('shows only our sentence when the refusal carries no words of the hub’s', async () => {
    const proxyPage = async () => new Response('<html><body>400 Bad Request</body></html>', { status: 400 });
    const alert = await addEmilyWith({ wrapFetch: onPost('/passengers/cart', proxyPage) });
    expect(alert).toHaveTextContent(/^Your basket could not be updated\.$/);
  });

  // The cart may have changed behind a server error or a lost answer: the guest looks before trying again.
  it.each<[string, PostAnswer]>([
    [
      'the hub answers with a server error',
      async () => Response.json({ message: 'The demo hub was told to fail this call.' }, { status: 500 }),
    ],
    ['the answer is lost', lostAnswer],
  ])('says it could not tell whether the basket was updated when %s', async (_case, answer) => {
    const alert = await addEmilyWith({ wrapFetch: onPost('/passengers/cart', answer) });
    expect(alert).toHaveTextContent(
      /^We could not tell whether your basket was updated\. Please look at your basket before you try again\.$/,
    );
    expect(document.body.textContent).not.toMatch(/HTTP \d|Failed to fetch|told to fail/);
  });
});

// The screen-reader audit: a second press with the same mistake said nothing and left focus on the
// button, and a button that disabled itself while saving dropped focus to the page's body.
describe('the basket entry form and focus', () => {
  const open = (options: Pick<RenderExcursionOptions, 'wrapFetch'> = {}) =>
    renderExcursionScreen('/excursion/:itineraryId/:excursionId/:amend?', () => <BasketEntryScreen />, {
      entry: cruiseEntry(),
      guest: 'smith',
      ...options,
    });

  it('moves focus to the first guest, described by the message, on every failed press', async () => {
    await open();
    const add = await screen.findByRole('button', { name: 'Add to basket' });
    await userEvent.click(add);
    const emily = screen.getByRole('checkbox', { name: 'Emily Smith' });
    expect(focusedElement()).toBe(emily);
    expect(emily).toHaveAccessibleDescription('You need to select at least one passenger.');
    await userEvent.click(add);
    expect(focusedElement()).toBe(emily);
  });

  it('keeps focus on the button, aria-disabled while saving, and after a refusal; a second press sends nothing', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    await open({
      wrapFetch: onPost('/passengers/cart', async () => {
        sent += 1;
        await held;
        return Response.json({ message: 'No room left.' }, { status: 400 });
      }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    const add = screen.getByRole('button', { name: 'Add to basket' });
    await userEvent.click(add);
    const saving = await screen.findByRole('button', { name: 'Adding to your basket…' });
    expect(saving).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(add);
    await userEvent.click(saving);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your basket could not be updated.');
    expect(focusedElement()).toBe(add);
    expect(sent).toBe(1);
  });
});

describe('adding a resort excursion to the basket', () => {
  it('puts it in the cart for the resort and the day of the address', async () => {
    const { hub } = await renderExcursionScreen('/resorts/:resortId/:excursionId/:date?', () => <BasketEntryScreen />, {
      entry: `/resorts/${DEMO_RESORT.id}/${yoga.id}`,
      guest: 'smith',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add Hotel Arts rooftop yoga to your basket' })).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'James Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await screen.findByText('Your basket has been updated.');
    expect((await cartOf(hub))[0]).toMatchObject({
      type: 'ResortExcursion',
      date: yoga.date,
      excursion: { id: yoga.id, destination: { id: DEMO_RESORT.id, name: DEMO_RESORT.name } },
      itinerary: null,
    });
  });

  it('amends the entry of the day the address names', async () => {
    const { hub } = await renderExcursionScreen('/resorts/:resortId/:excursionId/:date?', () => <BasketEntryScreen />, {
      entry: `/resorts/${DEMO_RESORT.id}/${yoga.id}/${yoga.date}`,
      guest: 'smith',
      prepare: (hub) =>
        updateCart(hub, [
          cartElementFor(
            { excursion: yoga, resortId: DEMO_RESORT.id, date: yoga.date ?? '' },
            { accountNumber: 'p-smith-1', firstName: 'Emily', lastName: 'Smith', price: 20 },
          ),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change Hotel Arts rooftop yoga in your basket' })).toBeInTheDocument();
    expect(screen.getByText(/^Resort excursion on/)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Emily Smith' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update basket' }));
    await screen.findByText('Your basket has been updated.');
    expect(await cartOf(hub)).toEqual([]);
  });
});
