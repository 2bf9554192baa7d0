import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearGuestData } from '@companion/session';
import { renderAccountScreen } from '../test/render-account-screen';
import { holidayStore } from './holiday-store';
import { HolidayScreen } from './HolidayScreen';

beforeEach(() => holidayStore.setState({ itinerary: undefined }));
// Every test awaits its load's answer (the render helper waits for it), so none can land later
// and refill the store for the next test.
afterEach(() => {
  cleanup();
  holidayStore.setState({ itinerary: undefined });
});

describe('HolidayScreen', () => {
  it('loads and shows the cruise day by day, hotel, flights out and home and travelling party', async () => {
    await renderAccountScreen(<HolidayScreen />, { whileLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your holiday');
    expect(await screen.findByText('Mediterranean Jewels')).toBeInTheDocument();
    expect(screen.getByText('Mediterranean Jewels').parentElement).toHaveTextContent(/Aurora Star · .+ · 14 days · cabin 7012$/);
    const days = within(screen.getByRole('list', { name: 'Day by day' })).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual(expect.arrayContaining(['Day 1 · Barcelona, Spain', 'Day 2 · At sea']));
    expect(days).toHaveLength(14);
    expect(screen.getByText('Hotel Arts Barcelona').parentElement).toHaveTextContent('Port Olímpic, Barcelona, Catalonia');
    expect(screen.getByRole('heading', { name: 'Outbound flights' })).toBeInTheDocument();
    expect(screen.getByText('BA478').parentElement).toHaveTextContent('London Heathrow → Barcelona El Prat');
    expect(screen.getByRole('heading', { name: 'Return flights' })).toBeInTheDocument();
    expect(screen.getByText('BA479')).toBeInTheDocument();
    expect(screen.getByText('Emily Smith (lead passenger)')).toBeInTheDocument();
  });

  it('shows an error with a retry when the holiday cannot be loaded', async () => {
    await renderAccountScreen(<HolidayScreen />, { brokenHub: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your holiday could not be loaded.');
  });

  it('is wiped by logout', async () => {
    await renderAccountScreen(<HolidayScreen />);
    await screen.findByText('Mediterranean Jewels');
    clearGuestData();
    expect(holidayStore.getState().itinerary).toBeUndefined();
  });
});
