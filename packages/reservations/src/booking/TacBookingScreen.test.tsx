import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getAppointments, type TacModule } from '@companion/hub-client';
import { answeringCall, areaState, DEMO_REFUSED_TAC_MESSAGE, reservationsArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { focusedElement } from '@companion/test-harness';
import { renderReservationsScreen, type RenderReservationsOptions } from '../test/render-reservations-screen';
import { tacBookingStore } from './tac-booking-store';
import { TacBookingScreen } from './TacBookingScreen';

afterEach(() => {
  clearAuthentication();
  tacBookingStore.setState(tacBookingStore.getInitialState(), true);
});

async function booking(
  module: TacModule,
  objectId: string,
  numberOfPersons: number,
  options: Omit<RenderReservationsOptions, 'entry'> = {},
) {
  tacBookingStore.setState({ module, objectId, numberOfPersons });
  const view = await renderReservationsScreen('/tacbooking', () => <TacBookingScreen />, {
    entry: '/tacbooking',
    guest: 'smith',
    ...options,
  });
  await screen.findByRole('group', { name: 'Number of guests' });
  return view;
}

const dates = () => within(screen.getByRole('group', { name: 'Choose a date' })).getAllByRole('radio');
const personsShown = () => screen.getByRole('status', { hidden: true });

/** Chooses dates from the first until one has times for the party; answers the time radios. */
async function chooseDateWithTimes() {
  for (const date of dates()) {
    await userEvent.click(date);
    const times = await screen.findByRole('group', { name: 'Choose a time' }).catch(() => undefined);
    if (times) return within(times).getAllByRole('radio');
  }
  throw new Error('no date with times');
}

describe('tac booking', () => {
  it('asks the guest to choose something when nothing is being booked', async () => {
    await renderReservationsScreen('/tacbooking', () => <TacBookingScreen />, { entry: '/tacbooking', guest: 'smith' });
    expect(await screen.findByText('Choose a treatment, restaurant or activity to book first.')).toBeInTheDocument();
  });

  it('shows a blocked account why instead of the form, though the address was opened directly (§5)', async () => {
    tacBookingStore.setState({ module: 'dining', objectId: 'dining-2', numberOfPersons: 2 });
    await renderReservationsScreen('/tacbooking', () => <TacBookingScreen />, { entry: '/tacbooking', guest: 'weber' });
    expect(await screen.findByText('Your account is blocked for bookings. Please contact Guest Services.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Book /);
    expect(screen.queryByRole('group', { name: 'Number of guests' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
  });

  it('books a spa treatment for one guest only', async () => {
    await booking('spa', 'spa-11', 4);
    expect(personsShown()).toHaveTextContent('1 guest');
    expect(screen.getByRole('button', { name: 'One guest more' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Spa treatments are booked for one guest.')).toBeInTheDocument();
    await waitFor(() => expect(tacBookingStore.getState().numberOfPersons).toBe(1));
  });

  it('starts a restaurant at the persons chosen and keeps within 1 and the hub maximum', async () => {
    await booking('dining', 'dining-2', 4);
    expect(personsShown()).toHaveTextContent('4 guests');
    expect(screen.getByText('Between 1 and 8 guests.')).toBeInTheDocument();
  });

  // Keyboard audit: "One guest more" at 8 and "One guest fewer" at 1 dropped focus to the body.
  it('keeps focus on a persons button that reaches the range’s end, and ignores its presses there', async () => {
    await booking('dining', 'dining-2', 7);
    const more = screen.getByRole('button', { name: 'One guest more' });
    more.focus();
    await userEvent.keyboard('{Enter}');
    expect(personsShown()).toHaveTextContent('8 guests');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(more);
    await userEvent.keyboard('{Enter}');
    expect(personsShown()).toHaveTextContent('8 guests');
    expect(focusedElement()).toBe(more);

    const fewer = screen.getByRole('button', { name: 'One guest fewer' });
    fewer.focus();
    for (let press = 0; press < 7; press += 1) await userEvent.keyboard('{Enter}');
    expect(personsShown()).toHaveTextContent('1 guest');
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(fewer);
    await userEvent.keyboard('{Enter}');
    expect(personsShown()).toHaveTextContent('1 guest');
    expect(focusedElement()).toBe(fewer);
    await waitFor(() => expect(tacBookingStore.getState().numberOfPersons).toBe(1));
  });

  it('uses the default maximum of 4 when the hub sends none', async () => {
    await booking('activity', 'activity-12', 4);
    expect(screen.getByText('Between 1 and 4 guests.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One guest more' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('fetches the times of the chosen date, and a persons change resets date and times', async () => {
    await booking('dining', 'dining-2', 4);
    expect(screen.queryByRole('group', { name: 'Choose a time' })).toBeNull();
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'One guest fewer' }));
    expect(personsShown()).toHaveTextContent('3 guests');
    expect(dates().every((date) => !(date as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('group', { name: 'Choose a time' })).toBeNull();
    expect(tacBookingStore.getState().numberOfPersons).toBe(3);
  });

  it('shows Book now only once the conditions are accepted', async () => {
    await booking('spa', 'spa-12', 1);
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    expect(screen.getByText(/Cancellations within 24 hours are charged in full/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
  });

  it('says what is still needed where Book now will appear: a date, a time, then the conditions', async () => {
    await booking('spa', 'spa-13', 1);
    expect(await screen.findByText('Choose a date to see its times.')).toBeInTheDocument();
    const times = await chooseDateWithTimes();
    expect(screen.getByText('Choose a time.')).toBeInTheDocument();
    await userEvent.click(times[0]!);
    expect(screen.getByText('Accept the conditions to book.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
    expect(screen.queryByText('Accept the conditions to book.')).not.toBeInTheDocument();
  });

  it('needs no checkbox when the module has no conditions', async () => {
    await booking('activity', 'activity-12', 2, { overrides: [answeringCall('get', '*/conditions/activity', {})] });
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book now' })).toBeInTheDocument();
  });

  it('books once on a double click, shows the reference, and the booking is among the onboard bookings', async () => {
    const { demoState, hub } = await booking('spa', 'spa-13', 1);
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(/^Booking reference: SPA-/)).toBeInTheDocument();
    // What it costs, as the detail page listed it.
    expect(screen.getByRole('status')).toHaveTextContent('Price: £109.00');
    expect(areaState(demoState, reservationsArea).bookRequests).toBe(1);
    expect(screen.getByRole('link', { name: 'My onboard bookings' })).toHaveAttribute('href', '/my_onboard_bookings');
    const appointments = await getAppointments(hub);
    expect(appointments.ok && appointments.value.some((appointment) => appointment.text?.startsWith('Deep Tissue Massage'))).toBe(true);
  });

  it('shows book_not_complete and the server message when the hub refuses', async () => {
    await booking('dining', 'dining-4', 2);
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The booking cannot be completed, please contact the relevant team');
    expect(alert).toHaveTextContent(DEMO_REFUSED_TAC_MESSAGE);
  });

  // Only `failed` is a refusal (§3, §4): a booking without a reference is shown as made, not as refused.
  it('shows the booking made when the hub sends no reference, and where to find it', async () => {
    await booking('activity', 'activity-12', 2, { overrides: [answeringCall('post', '*/activity/book/:id', { failed: false })] });
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Booked' })).toBeInTheDocument();
    expect(screen.getByText('You will find the booking reference in My onboard bookings.')).toBeInTheDocument();
    expect(screen.queryByText(/^Booking reference:/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'My onboard bookings' })).toHaveAttribute('href', '/my_onboard_bookings');
  });

  /** Books activity 12 for two while the hub answers every booking with `answer`; the keys it was sent. */
  async function bookAnswered(answer: () => Response) {
    const keys: (string | null)[] = [];
    const wrapFetch =
      (demoFetch: typeof fetch): typeof fetch =>
      async (input, init) => {
        const request = new Request(input, init);
        if (request.method !== 'POST' || !request.url.includes('/activity/book/')) return demoFetch(request);
        keys.push(request.headers.get('Idempotency-Key'));
        return answer();
      };
    await booking('activity', 'activity-12', 2, { wrapFetch });
    const times = await chooseDateWithTimes();
    await userEvent.click(times[0]!);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the conditions' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    return { keys, alert: await screen.findByRole('alert') };
  }

  it('says the outcome is open when the answer is lost, never the raw error, and sends the same request again with the same key', async () => {
    const { keys, alert } = await bookAnswered(() => Response.json({ code: 'DEMO_FAILURE', message: 'lost' }, { status: 502 }));
    expect(alert).toHaveTextContent('We could not tell whether your booking went through.');
    expect(alert).not.toHaveTextContent('lost');
    expect(alert).not.toHaveTextContent('The booking cannot be completed');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('reads a 4xx as the hub saying no: its own words under book_not_complete, and a new key for the next try', async () => {
    const { keys, alert } = await bookAnswered(() => Response.json({ code: 'FULL', message: 'The class is full.' }, { status: 409 }));
    expect(alert).toHaveTextContent('The booking cannot be completed, please contact the relevant team');
    expect(alert).toHaveTextContent('The class is full.');
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('says no times are left for a sold-out treatment', async () => {
    await booking('spa', 'spa-14', 1);
    await userEvent.click(dates()[0]!);
    expect(await screen.findByText(/No times left on this date for 1 guest/)).toBeInTheDocument();
  });
});
