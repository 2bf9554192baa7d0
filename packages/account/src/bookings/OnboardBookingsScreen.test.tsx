import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartElement, DeviceConfig } from '@companion/hub-client';
import { recordBookings } from '@companion/hub-sim';
import { renderAccountScreen } from '../test/render-account-screen';
import { groupAppointments } from './group-appointments';
import { OnboardBookingsScreen } from './OnboardBookingsScreen';
import { appointmentKeys, sortAppointments } from './sort-appointments';

const grouped = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, groupBookingsByStatus: true } },
});

describe('OnboardBookingsScreen', () => {
  it('shows a spinner, then the table of bookings', async () => {
    await renderAccountScreen(<OnboardBookingsScreen />, { whileLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your bookings');
    const table = await screen.findByRole('table', { name: 'My onboard bookings' });
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    expect(within(table).getByText('Hot Stone Massage')).toBeInTheDocument();
  });

  it('groups by status when the hub asks, counting R as confirmed', async () => {
    await renderAccountScreen(<OnboardBookingsScreen />, { patchConfig: grouped });
    const confirmed = await screen.findByRole('table', { name: 'Confirmed' });
    expect(within(confirmed).getByText('Sakura Teppanyaki, table for 2')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Waitlist' })).getByText('Pasta Making Class')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Cancelled' })).getByText('Personal Training Session')).toBeInTheDocument();
  });

  it('says so when the guest has no bookings', async () => {
    await renderAccountScreen(<OnboardBookingsScreen />, { guest: 'jones' });
    expect(await screen.findByText('You have no onboard bookings yet.')).toBeInTheDocument();
  });

  it('lists two guests booked on the same excursion as two rows, without a duplicate-key warning, in date and time order', async () => {
    const errors = vi.spyOn(console, 'error');
    const walk = (passenger: { id: string; firstName: string }, date: string): CartElement => ({
      id: `b-${passenger.id}-${date}`,
      type: 'CruiseExcursion',
      date,
      price: 49.5,
      passenger: { ...passenger, lastName: 'Smith' },
      excursion: { id: 'LIS-01', name: 'Lisbon Old Town Walk' },
    });
    const emily = { id: 'p-emily', firstName: 'Emily' };
    const mary = { id: 'p-mary', firstName: 'Mary' };
    await renderAccountScreen(<OnboardBookingsScreen />, {
      // Booked after the fixtures' appointments, so the hub lists them last; the screen must not.
      seed: (state) => recordBookings(state, 'g-smith', [walk(emily, day(1)), walk(mary, day(1)), walk(emily, day(0))]),
    });
    const rows = within(screen.getByRole('table', { name: 'My onboard bookings' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getByRole('rowheader').textContent);
    expect(rows).toEqual([
      'Lisbon Old Town Walk (Emily Smith)',
      'Lisbon Old Town Walk (Emily Smith)',
      'Lisbon Old Town Walk (Mary Smith)',
      'Hot Stone Massage',
      'Sakura Teppanyaki, table for 2',
      'Pasta Making Class',
      'Personal Training Session',
      'Rome in a day',
    ]);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
  });

  it('shows an error with a retry when the hub fails', async () => {
    await renderAccountScreen(<OnboardBookingsScreen />, { brokenHub: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your bookings could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('groupAppointments', () => {
  it('puts C and R under confirmed, W under waitlist, X under cancelled', () => {
    const base = { date: '2026-11-23', text: 'x' };
    const groups = groupAppointments([
      { ...base, bookingStatus: 'C' },
      { ...base, bookingStatus: 'R' },
      { ...base, bookingStatus: 'W' },
      { ...base, bookingStatus: 'X' },
    ]);
    expect([groups.confirmed.length, groups.waitlist.length, groups.cancelled.length]).toEqual([2, 1, 1]);
  });
});

describe('sortAppointments', () => {
  it('orders by day, then start time, with all-day bookings first and hours without a leading zero read as numbers', () => {
    const at = (date: string, fromTime: string | undefined, text: string) => ({ bookingStatus: 'C' as const, date, fromTime, text });
    const sorted = sortAppointments([
      at('2026-11-24', '09:00', 'd'),
      at('2026-11-23T00:00:00', '10:00', 'c'),
      at('2026-11-23', '9:30', 'b'),
      at('2026-11-23', undefined, 'a'),
    ]);
    expect(sorted.map((appointment) => appointment.text)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('appointmentKeys', () => {
  it('gives identical appointments different keys', () => {
    const same = { bookingStatus: 'C' as const, date: '2026-11-23', fromTime: '10:00', text: 'Spa', excursionCode: 'SPA-1' };
    const keys = appointmentKeys([same, { ...same }, { ...same, text: 'Other' }]);
    expect(new Set(keys).size).toBe(3);
  });
});

/** The demo hub's local calendar day, `offset` days from today (YYYY-MM-DD). */
function day(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
