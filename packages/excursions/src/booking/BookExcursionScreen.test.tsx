import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  answeringCall,
  basketState,
  DEMO_REFUSED_BOOKING_MESSAGE,
  DEMO_REFUSED_EXCURSION_NAME,
  demoExcursions,
  failingCall,
} from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { demoExcursion } from '../test/demo-excursions';
import { renderExcursionScreen } from '../test/render-excursion-screen';
import { BookExcursionScreen } from './BookExcursionScreen';

afterEach(() => clearAuthentication());

type BookOptions = Omit<Parameters<typeof renderExcursionScreen>[2], 'entry'>;

const book = (name: string, options: BookOptions = {}) =>
  renderExcursionScreen('/onboard/bookexcursion/:id', () => <BookExcursionScreen />, {
    entry: `/onboard/bookexcursion/${demoExcursion(name).id}`,
    guest: 'smith',
    ...options,
  });

const guest = (name: string) => screen.getByRole('checkbox', { name });
const acceptTerms = () => userEvent.click(screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' }));
const bookButton = () => screen.getByRole('button', { name: 'Book' });

describe('booking an excursion', () => {
  it('lists the party with prices and disables guests the server rules out, with its reasons', async () => {
    await book('Tuscan wine tasting in Chianti');
    expect(await screen.findByRole('checkbox', { name: 'Emily Smith' })).toBeEnabled();
    expect(guest('Lily Smith')).toBeDisabled();
    const reasons = screen.getByRole('list', { name: 'Why Lily Smith cannot join' });
    expect(within(reasons).getByText('Below the minimum age for this excursion.')).toBeInTheDocument();
    expect(within(reasons).getByText('No price available for this guest.')).toBeInTheDocument();
    expect(guest('Lily Smith')).toHaveAccessibleDescription(/Below the minimum age/);
  });

  it.each([
    ['Kids’ pirate treasure hunt', 'Emily Smith', 'Above the maximum age for this excursion.'],
    ['Montserrat monastery', 'Emily Smith', 'Not bookable on the last day of the cruise.'],
    ['Sagrada Família and Gaudí highlights', 'Emily Smith', 'Not bookable on the first day of the cruise.'],
  ])('%s: %s is disabled: %s', async (excursion, name, reason) => {
    await book(excursion);
    expect(await screen.findByRole('checkbox', { name })).toBeDisabled();
    expect(screen.getByRole('list', { name: `Why ${name} cannot join` })).toHaveTextContent(reason);
  });

  // Every reason of bookable-services §4, as the server sends it, disables the guest with its text.
  it.each([
    ['MinimumAge', 'Below the minimum age for this excursion.'],
    ['MaximumAge', 'Above the maximum age for this excursion.'],
    ['AlreadyBooked', 'Already booked on this excursion.'],
    ['LastCruiseDay', 'Not bookable on the last day of the cruise.'],
    ['FirstCruiseDay', 'Not bookable on the first day of the cruise.'],
    ['NoPriceAvailable', 'No price available for this guest.'],
    ['TimeOverlapWithOtherBooking', 'Overlaps another excursion already booked.'],
    ['TimeOverlapWithOtherCartEntry', 'Overlaps another excursion in the basket.'],
  ])('a guest ruled out for %s is disabled with its reason', async (reason, text) => {
    const ruledOut = { accountNumber: '100100', firstName: 'Emily', lastName: 'Smith', price: 89, disabled: true, statusReasons: [reason] };
    const free = { accountNumber: '100101', firstName: 'James', lastName: 'Smith', price: 89 };
    await book('Pompeii ruins', { overrides: [answeringCall('get', '*/excursions/findApplicableGuests/:id', [ruledOut, free])] });
    expect(await screen.findByRole('checkbox', { name: 'Emily Smith' })).toBeDisabled();
    expect(guest('James Smith')).toBeEnabled();
    expect(screen.getByRole('list', { name: 'Why Emily Smith cannot join' })).toHaveTextContent(text);
  });

  it('says at once when no one on the booking can join, and Book cannot be pressed', async () => {
    await book('Sagrada Família and Gaudí highlights');
    expect(await screen.findByText('No one on your booking can join this excursion. The reason is under each name.')).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
    expect(bookButton()).toHaveAccessibleDescription(/No one on your booking can join/);
  });

  it('says nothing of the kind while one guest can still go', async () => {
    await book('Tuscan wine tasting in Chianti');
    expect(await screen.findByRole('checkbox', { name: 'Emily Smith' })).toBeEnabled();
    expect(screen.queryByText(/No one on your booking can join/)).not.toBeInTheDocument();
    expect(bookButton()).toBeEnabled();
  });

  it('says a guest who pays nothing goes free, as the detail page does, not "£0.00"', async () => {
    const parent = { accountNumber: '100100', firstName: 'Emily', lastName: 'Smith', price: 89, passengerType: 'Adult' };
    const infant = { accountNumber: '100103', firstName: 'Noah', lastName: 'Smith', price: 0, passengerType: 'Infant' };
    await book('Pompeii ruins', { overrides: [answeringCall('get', '*/excursions/findApplicableGuests/:id', [parent, infant])] });
    const noah = (await screen.findByRole('checkbox', { name: 'Noah Smith' })).closest('li') as HTMLElement;
    expect(noah).toHaveTextContent('Price: FREE');
    expect(noah).not.toHaveTextContent('£0.00');
  });

  it('shows the conditions from the hub behind an expandable heading', async () => {
    await book('Pompeii ruins');
    const summary = await screen.findByText('Terms & Conditions');
    expect(summary.tagName).toBe('SUMMARY');
    expect(summary.closest('details')).toHaveTextContent('Please be at the meeting point 15 minutes before the start time.');
  });

  it('asks for a passenger and for the terms', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const problems = screen.getByRole('alert');
    expect(problems).toHaveTextContent('You need to select at least one passenger.');
    expect(problems).toHaveTextContent('You need to agree to Terms & Conditions before booking.');
  });

  it('needs an adult with a child', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lily Smith' }));
    await acceptTerms();
    await userEvent.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Children and infants must be accompanied by an adult on this excursion.');
  });

  it('takes a message away as soon as the guest fixes what it names, and shows the ones still true', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Lily Smith' }));
    await userEvent.click(bookButton());
    expect(screen.getByRole('alert')).toHaveTextContent('Children and infants must be accompanied by an adult on this excursion.');
    await userEvent.click(guest('Emily Smith'));
    expect(screen.queryByText('Children and infants must be accompanied by an adult on this excursion.')).toBeNull();
    expect(screen.getByText('You need to agree to Terms & Conditions before booking.')).toBeInTheDocument();
    await acceptTerms();
    expect(screen.queryByText('You need to agree to Terms & Conditions before booking.')).toBeNull();
  });

  // A screen-reader guest who tabs back to a control hears what is wrong with it, and only that.
  it('ties each message to its own control, and unties it once fixed', async () => {
    await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    const guests = screen.getByRole('group', { name: 'Who is coming?' });
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription('You need to select at least one passenger.');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(terms).toHaveAccessibleDescription('You need to agree to Terms & Conditions before booking.');
    await acceptTerms();
    expect(terms).not.toHaveAttribute('aria-invalid');
    expect(terms).toHaveAccessibleDescription('');
    expect(guests).toHaveAccessibleDescription('You need to select at least one passenger.');
    await userEvent.click(guest('Lily Smith'));
    expect(guests).toHaveAccessibleDescription('Children and infants must be accompanied by an adult on this excursion.');
    await userEvent.click(guest('Emily Smith'));
    expect(guests).not.toHaveAttribute('aria-invalid');
    expect(guests).toHaveAccessibleDescription('');
  });

  it('ties the too-many-guests message to the guests, before any press', async () => {
    await book('Pompeii ruins', { overrides: [answeringCall('get', '*/excursions/availability/:id', { currentAvailability: 1 })] });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(guest('James Smith'));
    const guests = screen.getByRole('group', { name: 'Who is coming?' });
    expect(guests).toHaveAttribute('aria-invalid', 'true');
    expect(guests).toHaveAccessibleDescription('Too many passengers selected. Only 1 spot available.');
    expect(screen.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' })).not.toHaveAttribute('aria-invalid');
  });

  // The live warning and the list would both carry it after a press: the guests are told it once.
  it('describes the guests by the too-many-guests message once after a press', async () => {
    await book('Pompeii ruins', { overrides: [answeringCall('get', '*/excursions/availability/:id', { currentAvailability: 1 })] });
    await userEvent.click(await screen.findByRole('button', { name: 'Book' }));
    await userEvent.click(guest('Emily Smith'));
    await userEvent.click(guest('James Smith'));
    expect(screen.getByRole('group', { name: 'Who is coming?' })).toHaveAccessibleDescription(
      'Too many passengers selected. Only 1 spot available.',
    );
    expect(screen.getAllByText('Too many passengers selected. Only 1 spot available.')).toHaveLength(1);
  });

  it('says how many spots are left and disables Book when more guests are selected', async () => {
    const oneSpace = demoExcursions(new Date()).find((excursion) => excursion.currentAvailability === 1 && !excursion.minimumAge);
    await book(oneSpace?.name.defaultValue ?? '');
    expect(await screen.findByText('1 spot available')).toBeInTheDocument();
    await userEvent.click(guest('Emily Smith'));
    expect(bookButton()).toBeEnabled();
    await userEvent.click(guest('James Smith'));
    expect(screen.getByText(/Only 1 spot available/)).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });

  it('disables Book when there are no spots', async () => {
    const soldOut = demoExcursions(new Date()).find((excursion) => excursion.currentAvailability === 0);
    await book(soldOut?.name.defaultValue ?? '');
    expect(await screen.findByText('This excursion is fully booked.')).toBeInTheDocument();
    expect(bookButton()).toBeDisabled();
  });

  it('says too many passengers are selected when the hub counts fewer spots', async () => {
    await book('Pompeii ruins', { overrides: [answeringCall('get', '*/excursions/availability/:id', { currentAvailability: 1 })] });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(guest('James Smith'));
    await acceptTerms();
    expect(bookButton()).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Too many passengers selected. Only 1 spot available.');
  });

  it('books once, however often Book is pressed, and shows the booking reference', async () => {
    const { demoState } = await book('Pompeii ruins');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await acceptTerms();
    const button = bookButton();
    await userEvent.dblClick(button);
    expect(await screen.findByText('Your excursion is booked.')).toBeInTheDocument();
    expect(screen.getByText(/^Booking reference: EXC-/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My bookings' })).toHaveAttribute('href', '/my_bookings');
    const booked = [...basketState(demoState).bookings.values()].flat();
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ passenger: { firstName: 'Emily' }, excursion: { name: 'Pompeii ruins' } });
  });

  it('shows the server’s systemInformation when the booking fails', async () => {
    await book(DEMO_REFUSED_EXCURSION_NAME);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await acceptTerms();
    await userEvent.click(bookButton());
    expect(await screen.findByText(DEMO_REFUSED_BOOKING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your booking did not go through.');
    expect(bookButton()).toBeEnabled();
  });

  // A 503 may come from a proxy in front of a hub that booked: the outcome is open, not refused.
  it('says it could not tell whether the booking went through when the hub answers 503', async () => {
    await book('Pompeii ruins', { overrides: [failingCall('post', '*/excursions/book/:id', 503)] });
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Emily Smith' }));
    await acceptTerms();
    await userEvent.click(bookButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not tell whether your booking went through.');
  });

  it('shows the server’s message when booking is not allowed', async () => {
    await book('Pompeii ruins', {
      overrides: [
        answeringCall('get', '*/conditions/allowed/Excursion', { allowed: false, message: 'Bookings close at 18:00 the day before.' }),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Bookings close at 18:00 the day before.');
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('shows a guest blocked for the muster why, and no form', async () => {
    await book('Pompeii ruins', { guest: 'berger' });
    expect(await screen.findByText(/complete your muster first/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });

  it('says so when nobody in the party can be booked', async () => {
    await book('Pompeii ruins', { overrides: [answeringCall('get', '*/excursions/findApplicableGuests/:id', [])] });
    expect(await screen.findByText('Nobody in your party can be booked on this excursion.')).toBeInTheDocument();
  });

  it('shows the error with a retry when the party cannot be loaded', async () => {
    await book('Pompeii ruins', { overrides: [failingCall('get', '*/excursions/findApplicableGuests/:id')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking could not be prepared.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });

  // A guest must not book without having seen the terms, nor when the hub may not allow booking.
  it.each([
    ['the conditions', '*/conditions/Excursion'],
    ['whether booking is allowed', '*/conditions/allowed/Excursion'],
  ])('shows the error with a retry, and no form, when %s cannot be loaded', async (_case, path) => {
    await book('Pompeii ruins', { overrides: [failingCall('get', path)] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The booking could not be prepared.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
  });
});
