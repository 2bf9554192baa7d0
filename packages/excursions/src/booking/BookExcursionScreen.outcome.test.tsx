import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDEMPOTENCY_KEY_HEADER } from '@companion/hub-client';
import { answeringCall, basketState, failingCall, type HubState } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen, type RenderExcursionOptions } from '../test/render-excursion-screen';
import { BookExcursionScreen } from './BookExcursionScreen';
import { lostAnswer, onPost, type PostAnswer } from '@companion/screen-harness';

afterEach(() => clearAuthentication());

const BOOKING = '/excursions/book/';
const openBooking = (options: Omit<RenderExcursionOptions, 'entry'> = {}) =>
  renderExcursionScreen('/onboard/bookexcursion/:id', () => <BookExcursionScreen />, {
    entry: `/onboard/bookexcursion/${demoExcursion('Pompeii ruins').id}`,
    guest: 'smith',
    ...options,
  });

/** Each booking sent, with the idempotency key it carried, answered by `answer`. */
function watchBookings(answer: PostAnswer) {
  const keys: (string | null)[] = [];
  const wrapFetch = onPost(BOOKING, (request, demoFetch) => {
    keys.push(request.headers.get(IDEMPOTENCY_KEY_HEADER));
    return answer(request, demoFetch);
  });
  return { keys, wrapFetch };
}

const choose = async (name: string) => userEvent.click(await screen.findByRole('checkbox', { name }));
const acceptTermsAndBook = async () => {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Book' }));
};
const bookingsIn = (demoState: HubState) => [...basketState(demoState).bookings.values()].flat();

const refusalLead = 'Your booking did not go through.';
const unknownLead = 'We could not tell whether your booking went through.';
// What must never reach a guest: status codes, browser and parser messages, a proxy's page.
const rawFragments = /HTTP \d|Failed to fetch|unexpected|timed out|told to fail|<html|Bad Gateway|Bad Request/i;

describe('when the hub refuses a booking', () => {
  // A 4xx is the hub's plain no: nothing was booked, so it reads as a refusal, not as an outage.
  it('says the booking did not go through, with the hub’s own words under it', async () => {
    await openBooking({ overrides: [failingCall('post', '*/excursions/book/:id', 400)] });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(refusalLead);
    expect(alert).toHaveTextContent('The demo hub was told to fail this call.');
    expect(screen.getByRole('button', { name: 'Book' })).toBeEnabled();
  });

  // A proxy's page in front of the hub carries no words of the hub's, and its status is no sentence.
  it('shows only our sentence when the refusal carries no words of the hub’s', async () => {
    const { wrapFetch } = watchBookings(async () => new Response('<html><body>400 Bad Request</body></html>', { status: 400 }));
    await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Your booking did not go through\.$/);
    expect(document.body.textContent).not.toMatch(rawFragments);
  });

  // The hub answered but made no booking: the lead sentence is said once, not as its own detail.
  it('says it once when the hub fails without saying why', async () => {
    await openBooking({ overrides: [answeringCall('post', '*/excursions/book/:id', { failed: true })] });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Your booking did not go through\.$/);
    expect(alert.querySelectorAll('p')).toHaveLength(1);
  });

  // After a refusal nothing is pending at the hub: the next press is a new booking with a new key.
  it('sends the next booking with a new idempotency key', async () => {
    let refuse = true;
    const { keys, wrapFetch } = watchBookings(async (request, demoFetch) =>
      refuse ? Response.json({ failed: true, systemInformation: 'The coach is full.' }) : demoFetch(request),
    );
    await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    await screen.findByText('The coach is full.');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});

describe('when the hub books without sending a reference', () => {
  // Only `failed` is a refusal (§3, §4): the guests are booked, and a refusal would invite a second booking.
  it('shows the booking made and points to My bookings for its reference', async () => {
    const { keys, wrapFetch } = watchBookings(async () => Response.json({ failed: false }));
    await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(screen.getByText('You will find the booking reference in My bookings.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Emily Smith');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(document.body.textContent).not.toContain(refusalLead);
    expect(keys).toHaveLength(1);
  });
});

describe('when the booking’s answer is an error, lost or unreadable', () => {
  // The hub may have booked the guests: say so plainly, point to My bookings, offer a safe resend.
  it.each<[string, PostAnswer]>([
    [
      'the hub answers with a server error',
      async () => Response.json({ message: 'The demo hub was told to fail this call.' }, { status: 500 }),
    ],
    ['a proxy answers 502 with its own page', async () => new Response('<html><body>502 Bad Gateway</body></html>', { status: 502 })],
    ['the answer is lost', lostAnswer],
    ['the answer is unreadable', async () => Response.json({ result: 'OK' })],
  ])('says it could not tell whether the booking went through when %s', async (_case, answer) => {
    const { wrapFetch } = watchBookings(answer);
    await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(unknownLead);
    expect(alert).toHaveTextContent('Sending the same booking again from here is safe');
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toHaveAttribute('href', '/my_bookings');
    expect(screen.getByRole('button', { name: 'Send the booking again' })).toBeEnabled();
    expect(document.body.textContent).not.toContain(refusalLead);
    expect(document.body.textContent).not.toMatch(rawFragments);
  });

  // The hub booked the guests and the answer was lost on the way back: the bookings show it.
  it('finds the booking among the guest’s bookings and shows it booked, without booking again', async () => {
    const { keys, wrapFetch } = watchBookings(async (request, demoFetch) => {
      await demoFetch(request);
      return lostAnswer();
    });
    const { demoState } = await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(screen.getByText('You will find the booking reference in My bookings.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toHaveAttribute('href', '/my_bookings');
    expect(keys).toHaveLength(1);
    expect(bookingsIn(demoState)).toHaveLength(1);
  });

  // The resend carries the first attempt's key, so a hub that did book answers that booking again.
  it('sends the same guests again with the same idempotency key, and the hub books them once', async () => {
    let loseAnswers = true;
    const { keys, wrapFetch } = watchBookings((request, demoFetch) => (loseAnswers ? lostAnswer() : demoFetch(request)));
    const { demoState } = await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    await screen.findByText(unknownLead);
    loseAnswers = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send the booking again' }));
    expect(await screen.findByText(/^Booking reference: EXC-/)).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(bookingsIn(demoState)).toHaveLength(1);
  });

  // Other guests are another booking: reusing the key would make the hub answer the first one.
  it('books a changed choice of guests as a new attempt with a new key', async () => {
    let loseAnswers = true;
    const { keys, wrapFetch } = watchBookings((request, demoFetch) => (loseAnswers ? lostAnswer() : demoFetch(request)));
    await openBooking({ wrapFetch });
    await choose('Emily Smith');
    await acceptTermsAndBook();
    await screen.findByText(unknownLead);
    await choose('James Smith');
    loseAnswers = false;
    await userEvent.click(screen.getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
