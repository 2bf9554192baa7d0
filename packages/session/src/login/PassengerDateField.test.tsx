import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { demoCredentials } from '@companion/hub-sim';
import { useSetLanguage } from '@companion/shell';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute } from '../test/render-session-screen';
import { LoginScreen } from './LoginScreen';

// Issue 13: the departure date showed the browser's format (11/23/2026), not the guest's.

function chooseLanguage(language: string) {
  const { result } = renderHook(() => useSetLanguage());
  act(() => result.current(language));
}

afterEach(() => {
  chooseLanguage('en');
  authenticationStore.setState(signedOut);
});

const routes = [screenRoute('/login', LoginScreen), screenRoute('/my_holiday', () => <p>{'holiday page'}</p>)];
const pad = (value: number) => String(value).padStart(2, '0');
const today = new Date();
const [day, month, year] = [pad(today.getDate()), pad(today.getMonth() + 1), String(today.getFullYear())];

/** Renders the passenger form and records the departure date every login request sends. */
async function renderPassengerLogin() {
  const sent: unknown[] = [];
  await renderSessionApp({
    route: '/login',
    routes,
    interceptFetch: (demoFetch) => async (input, init) => {
      const request = new Request(input, init);
      if (request.url.includes('authentication/loginByPassenger'))
        sent.push(((await request.clone().json()) as { departureDate: unknown }).departureDate);
      return demoFetch(request);
    },
  });
  return sent;
}

async function fillAndSubmit(labels: { date: string; reference: string; surname: string; submit: string }, typedDate: string) {
  const date = await screen.findByLabelText(labels.date);
  await userEvent.clear(date);
  await userEvent.type(date, typedDate);
  await userEvent.type(screen.getByLabelText(labels.reference), demoCredentials.passenger.bookingReference);
  await userEvent.type(screen.getByLabelText(labels.surname), demoCredentials.passenger.lastName);
  await userEvent.click(screen.getByRole('button', { name: labels.submit }));
  return date;
}

const english = { date: 'Departure date', reference: 'Booking reference', surname: 'Surname of the lead passenger', submit: 'Log in' };
const german = { date: 'Abreisedatum', reference: 'Buchungsnummer', surname: 'Nachname des Hauptreisenden', submit: 'Anmelden' };

describe('the passenger login’s departure date', () => {
  it('shows an English guest DD/MM/YYYY, puts the slashes in and sends the hub the day first', async () => {
    const sent = await renderPassengerLogin();
    const date = await screen.findByLabelText('Departure date');
    expect(date).toHaveValue(`${day}/${month}/${year}`);
    expect(date).not.toHaveAttribute('type', 'date');
    expect(date).toHaveAccessibleDescription('Format: DD/MM/YYYY');
    await fillAndSubmit(english, `${day}${month}${year}`);
    expect(date).toHaveValue(`${day}/${month}/${year}`);
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(sent).toEqual([`${day}/${month}/${year}`]);
  });

  it('shows a German guest TT.MM.JJJJ, puts the dots in and sends the hub the day first', async () => {
    chooseLanguage('de');
    const sent = await renderPassengerLogin();
    const date = await screen.findByLabelText('Abreisedatum');
    expect(date).toHaveValue(`${day}.${month}.${year}`);
    expect(date).toHaveAccessibleDescription('Format: TT.MM.JJJJ');
    await fillAndSubmit(german, `${day}${month}${year}`);
    expect(date).toHaveValue(`${day}.${month}.${year}`);
    expect(await screen.findByText('holiday page')).toBeInTheDocument();
    expect(sent).toEqual([`${day}/${month}/${year}`]);
  });

  it('asks an English guest for DD/MM/YYYY when the date cannot be read, sending nothing', async () => {
    const sent = await renderPassengerLogin();
    const date = await fillAndSubmit(english, `3102${Number(year) + 1}`);
    expect(await screen.findByText('Please enter the date as DD/MM/YYYY')).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Format: DD/MM/YYYY Please enter the date as DD/MM/YYYY');
    expect(sent).toEqual([]);
  });

  it('asks a German guest for TT.MM.JJJJ when the date is incomplete, sending nothing', async () => {
    chooseLanguage('de');
    const sent = await renderPassengerLogin();
    await fillAndSubmit(german, `${day}${month}`);
    expect(await screen.findByText('Bitte geben Sie das Datum im Format TT.MM.JJJJ ein')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('still refuses a past departure date in the guest’s format', async () => {
    chooseLanguage('de');
    const sent = await renderPassengerLogin();
    await fillAndSubmit(german, `0101${Number(year) - 1}`);
    expect(await screen.findByText('Bitte geben Sie ein Datum ein')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
