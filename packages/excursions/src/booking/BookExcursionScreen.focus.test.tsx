import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_REFUSED_EXCURSION_NAME } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { focusedElement } from '@companion/test-harness';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen, type RenderExcursionOptions } from '../test/render-excursion-screen';
import { BookExcursionScreen } from './BookExcursionScreen';
import { onPost } from '@companion/screen-harness';

// The screen-reader audit of /onboard/bookexcursion: a second press of Book with the same mistake
// changed nothing, so nothing was said and focus stayed on Book; ticking a guest read the terms
// message out again. Each failed press now moves focus to the first control in error.

afterEach(() => clearAuthentication());

const book = (name: string, options: Omit<RenderExcursionOptions, 'entry'> = {}) =>
  renderExcursionScreen('/onboard/bookexcursion/:id', () => <BookExcursionScreen />, {
    entry: `/onboard/bookexcursion/${demoExcursion(name).id}`,
    guest: 'smith',
    ...options,
  });

const noPassenger = 'You need to select at least one passenger.';
const noTerms = 'You need to agree to Terms & Conditions before booking.';
const bookButton = () => screen.getByRole('button', { name: 'Book' });
const terms = () => screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
/** The first guest who can be ticked: where a problem with the choice of guests sends focus. */
const firstGuest = () =>
  within(screen.getByRole('group', { name: 'Who is coming?' }))
    .getAllByRole('checkbox')
    .find((box) => !(box as HTMLInputElement).disabled);

describe('a failed press of Book', () => {
  it('moves focus to the first guest, who is described by the message', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    expect(focusedElement()).toBe(firstGuest());
    expect(firstGuest()).toHaveAccessibleDescription(noPassenger);
  });

  it('moves focus again on every press, also with the same mistake', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.click(bookButton());
    expect(focusedElement()).toBe(firstGuest());
  });

  it('moves focus to the terms once the guests are right', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(bookButton());
    expect(focusedElement()).toBe(terms());
    expect(terms()).toHaveAccessibleDescription(noTerms);
  });

  it('moves focus to the guests when a child would go without an adult', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lily Smith' }));
    await userEvent.click(terms());
    await userEvent.click(bookButton());
    expect(focusedElement()).toBe(firstGuest());
    expect(firstGuest()).toHaveAccessibleDescription('Children and infants must be accompanied by an adult on this excursion.');
  });

  it('announces the list it brings up, and not again while the guest fixes things', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent(noPassenger);
    expect(problems).toHaveTextContent(noTerms);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Emily Smith' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(noTerms)).toBeInTheDocument();
    // The list was on screen: this press is told by the focus move to the terms, not by the list again.
    await userEvent.click(bookButton());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(focusedElement()).toBe(terms());
  });
});

describe('Book while the booking is under way', () => {
  it('keeps focus, turned off by aria-disabled, and after a refusal', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await book(DEMO_REFUSED_EXCURSION_NAME, {
      wrapFetch: onPost('/excursions/book/', async (request, demoFetch) => {
        await held;
        return demoFetch(request);
      }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(terms());
    const button = bookButton();
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Booking…' })).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(button);
    release();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your booking did not go through.');
    expect(focusedElement()).toBe(button);
    expect(button).not.toHaveAttribute('aria-disabled');
  });

  it('sends one booking for a second press', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = 0;
    await book('Pompeii ruins', {
      wrapFetch: onPost('/excursions/book/', async (request, demoFetch) => {
        sent += 1;
        await held;
        return demoFetch(request);
      }),
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(terms());
    await userEvent.click(bookButton());
    await userEvent.click(await screen.findByRole('button', { name: 'Booking…' }));
    release();
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(sent).toBe(1);
  });
});
