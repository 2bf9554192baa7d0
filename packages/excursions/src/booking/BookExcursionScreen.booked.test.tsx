import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { basketState } from '@companion/hub-sim';
import { chooseLanguage } from '@companion/screen-harness';
import { clearAuthentication } from '@companion/session';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen, type RenderExcursionOptions } from '../test/render-excursion-screen';
import { BookExcursionScreen } from './BookExcursionScreen';

afterEach(() => {
  chooseLanguage('en');
  clearAuthentication();
});

const KIDS = 'Kids’ pirate treasure hunt';
const open = (name: string, options: Omit<RenderExcursionOptions, 'entry'>) =>
  renderExcursionScreen('/onboard/bookexcursion/:id', () => <BookExcursionScreen />, {
    entry: `/onboard/bookexcursion/${demoExcursion(name).id}`,
    ...options,
  });
const bookGuests = async (guests: string[], terms: string, book: string) => {
  for (const name of guests) await userEvent.click(await screen.findByRole('checkbox', { name }));
  await userEvent.click(screen.getByRole('checkbox', { name: terms }));
  await userEvent.click(screen.getByRole('button', { name: book }));
};
/** The demo's ISO date as the guest's language writes it. */
const dateIn = (iso: string | null | undefined, separator: '/' | '.') => (iso ?? '').split('-').reverse().join(separator);

// Walk-through: on the kids' outing the hub rules out both Taylor adults (MaximumAge); Noah alone
// was refused with "must be accompanied by an adult", so nobody could book it.
describe('a child-only excursion', () => {
  it('books the child alone when every adult of the party is ruled out', async () => {
    const { demoState } = await open(KIDS, { guest: 'taylor' });
    expect(await screen.findByRole('checkbox', { name: 'Grace Taylor' })).toBeDisabled();
    await bookGuests(['Noah Taylor'], 'I agree to the Terms & Conditions', 'Book');
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(screen.queryByText(/must be accompanied by an adult/)).not.toBeInTheDocument();
    const booked = [...basketState(demoState).bookings.values()].flat();
    expect(booked).toMatchObject([{ passenger: { firstName: 'Noah' }, excursion: { name: KIDS } }]);
  });
});

// Walk-through: the confirmation said only "Your excursion is booked." and the reference.
describe('the booking confirmation', () => {
  const pompeii = demoExcursion('Pompeii ruins');

  it('says what, when, for whom and the total, as a status', async () => {
    await open('Pompeii ruins', { guest: 'smith' });
    await bookGuests(['Emily Smith', 'Lily Smith'], 'I agree to the Terms & Conditions', 'Book');
    const lead = await screen.findByText('Your excursion is booked.');
    const result = lead.closest('[role="status"]');
    expect(result).toHaveTextContent('Pompeii ruins');
    expect(result).toHaveTextContent(`${dateIn(pompeii.date, '/')} at 08:30`);
    expect(result).toHaveTextContent('Emily Smith, Lily Smith');
    // Emily pays the adult price (£79), Lily the child price (£40).
    expect(result).toHaveTextContent('Total price£119.00');
    expect(result).toHaveTextContent(/Booking reference: EXC-/);
    expect(lead).toHaveFocus();
  });

  it('is written in German, with the 12-hour clock when the theme asks for it', async () => {
    chooseLanguage('de');
    await open('Pompeii ruins', { guest: 'smith', themeName: 'midnight' });
    await bookGuests(['Emily Smith'], 'Ich stimme den Allgemeinen Geschäftsbedingungen zu', 'Buchen');
    const lead = await screen.findByText('Ihr Ausflug ist gebucht.');
    const result = lead.closest('[role="status"]');
    expect(result).toHaveTextContent('Ausflug');
    expect(result).toHaveTextContent(`${dateIn(pompeii.date, '.')} um 8:30 AM`);
    expect(result).toHaveTextContent('GästeEmily Smith');
    expect(result).toHaveTextContent('Gesamtpreis79,00 £');
  });
});
