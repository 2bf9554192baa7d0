import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { renderAccountScreen } from '../test/render-account-screen';
import { groupAppointments } from './group-appointments';
import { OnboardBookingsScreen } from './OnboardBookingsScreen';

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
