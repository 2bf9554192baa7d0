import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DeviceConfig, DeviceType } from '@companion/hub-client';
import { authenticationStore, signedOut } from '../authentication-store';
import { renderSessionApp, screenRoute, withAuthentication } from '../test/render-session-screen';
import { LoginScreen } from './LoginScreen';

afterEach(() => authenticationStore.setState(signedOut));

const renderLogin = (device: DeviceType, type: DeviceConfig['authentication']['type']) =>
  renderSessionApp({
    device,
    route: '/login',
    routes: [screenRoute('/login', LoginScreen)],
    patchConfig: (config) => withAuthentication(config, type),
  });

const autocompleteOf = (label: string) => screen.getByLabelText(label).getAttribute('autocomplete');

/**
 * A kiosk's browser keeps form history: a hint such as "family-name" would have it offer the next
 * guest the surnames earlier guests typed. On a shared screen the personal fields say "off"; a
 * guest's own phone keeps its autofill hints.
 */
describe('the login fields’ autocomplete', () => {
  it('is off for the passenger login’s personal fields on a kiosk', async () => {
    await renderLogin('Kiosk', 'Passenger');
    expect(autocompleteOf('Surname of the lead passenger')).toBe('off');
    expect(autocompleteOf('Booking reference')).toBe('off');
    expect(autocompleteOf('Departure date')).toBe('off');
  });

  it('keeps the surname’s autofill hint on a guest’s phone', async () => {
    await renderLogin('App', 'Passenger');
    expect(autocompleteOf('Surname of the lead passenger')).toBe('family-name');
  });

  it('is off for the name login’s names and date of birth on a kiosk', async () => {
    await renderLogin('Kiosk', 'HotelFriend');
    expect(autocompleteOf('First name')).toBe('off');
    expect(autocompleteOf('Last name')).toBe('off');
    expect(autocompleteOf('Date of birth')).toBe('off');
  });

  it('keeps the name login’s hints on a guest’s phone', async () => {
    await renderLogin('App', 'HotelFriend');
    expect(autocompleteOf('First name')).toBe('given-name');
    expect(autocompleteOf('Last name')).toBe('family-name');
    expect(autocompleteOf('Date of birth')).toBeNull();
  });

  // A signage screen is shared too; with Resco it would show the account form (only a kiosk scans cards).
  it('is off for the account login on a shared screen, and unset on a phone', async () => {
    await renderLogin('DigitalSignage', 'Resco');
    expect(autocompleteOf('Account number')).toBe('off');
    expect(autocompleteOf('Cabin number')).toBe('off');
  });

  it('leaves the account login’s fields without a hint on a phone', async () => {
    await renderLogin('App', 'Resco');
    expect(autocompleteOf('Account number')).toBeNull();
    expect(autocompleteOf('Cabin number')).toBeNull();
  });
});
