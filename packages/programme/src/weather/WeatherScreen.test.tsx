import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { clearHubDataCache } from '@companion/shell';
import { renderProgrammeScreen, type RenderProgrammeOptions } from '../test/render-programme-screen';
import { WeatherScreen } from './WeatherScreen';

afterEach(() => clearHubDataCache());

const weather = (options: RenderProgrammeOptions = {}) =>
  renderProgrammeScreen('/weather', () => <WeatherScreen />, { ...options, entry: '/weather' });
const schedule = { id: 1, date: '2026-11-23', title: 'Barcelona', atSea: false, openWeatherCityName: 'Barcelona' };
const answering = (body: unknown) => ({ overrides: [answeringCall('get', '*/itinerary/weather/:date', body)] });

describe('today’s weather', () => {
  it('shows synopsis, temperature, feels like, wind and humidity in metric', async () => {
    await weather();
    expect(await screen.findByText('Barcelona: Sunny')).toBeInTheDocument();
    expect(screen.getByText('19°C')).toBeInTheDocument();
    expect(screen.getByText('18°C')).toBeInTheDocument();
    expect(screen.getByText('12 km/h NE')).toBeInTheDocument();
  });

  it('says when the ship leaves and when to be back aboard, with the way to the port day in full', async () => {
    await weather(
      answering({
        schedule: { ...schedule, departs: '18:00', allOnBoard: '17:30', image: 'itinerary-port-1-Barcelona' },
        synopsis: 'Sunny',
        temperature: 19,
        unit: 'metric',
        icon: '01d',
      }),
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Barcelona: Sunny' })).toBeInTheDocument();
    expect(screen.getByText('Departs').nextElementSibling).toHaveTextContent('18:00');
    expect(screen.getByText('All on board').nextElementSibling).toHaveTextContent('17:30');
    expect(screen.queryByText('Arrives')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'The day in Barcelona' })).toHaveAttribute('href', '/itinerary/detail/1');
  });

  it('shows the coming three days where the ship will be: a sea day says so, a port day its sky', async () => {
    await weather();
    const coming = await screen.findByRole('region', { name: 'The coming days' });
    const days = await within(coming).findAllByRole('listitem');
    expect(days).toHaveLength(3);
    expect(await within(days[0]!).findByText('At sea')).toBeInTheDocument();
    expect(await within(days[1]!).findByText('Villefranche-sur-Mer')).toBeInTheDocument();
    expect(within(days[1]!).getByText(/^\d+°C$/)).toBeInTheDocument();
  });

  it('shows six coming days on a kiosk, whose tall screen has the room', async () => {
    await weather({ device: 'Kiosk' });
    const coming = await screen.findByRole('region', { name: 'The coming days' });
    expect(await within(coming).findAllByRole('listitem')).toHaveLength(6);
  });

  it('shows imperial units when the hub sends them', async () => {
    await weather(
      answering({
        schedule,
        synopsis: 'Sunny',
        temperature: 68,
        feelsLike: 66,
        windSpeed: 8,
        windDirection: 'N',
        humidity: 50,
        unit: 'imperial',
      }),
    );
    expect(await screen.findByText('8 mph N')).toBeInTheDocument();
    expect(screen.getByText('Temperature').nextElementSibling).toHaveTextContent('68°F');
  });

  it('says the weather could not be retrieved without a schedule entry', async () => {
    await weather(answering({ schedule: null }));
    // Today's report, and each of the coming days the hub has no entry for either.
    expect(await screen.findAllByText('Sorry, weather could not be retrieved')).toHaveLength(4);
  });

  it('says we are at sea on a sea day', async () => {
    await weather(answering({ schedule: { ...schedule, atSea: true } }));
    expect(await screen.findByText('At sea: no port weather to show.')).toBeInTheDocument();
    expect(screen.queryByText('All on board')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^The day in/ })).not.toBeInTheDocument();
  });

  it('says the weather is unavailable without a synopsis or a city', async () => {
    await weather(answering({ schedule: { ...schedule, openWeatherCityName: null }, synopsis: 'Sunny' }));
    expect(await screen.findByText('The weather for this port is unavailable.')).toBeInTheDocument();
  });

  it('offers Try again when the weather cannot be loaded', async () => {
    await weather({ overrides: [failingCall('get', '*/itinerary/weather/:date')] });
    expect(await screen.findByText('The weather could not be loaded.')).toBeInTheDocument();
  });
});
