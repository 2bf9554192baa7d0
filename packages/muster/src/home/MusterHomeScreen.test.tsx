import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { renderMusterScreen, type RenderMusterOptions } from '../test/render-muster-screen';
import { MusterHomeScreen } from './MusterHomeScreen';

afterEach(() => clearAuthentication());

const open = (options: RenderMusterOptions = {}) => renderMusterScreen('/muster/home', () => <MusterHomeScreen />, options);

describe('the muster home', () => {
  it('sums up the party’s muster and links to the video, status and schedule', async () => {
    await open();
    expect(await screen.findByRole('status')).toHaveTextContent('2 people in your party still have to complete the muster.');
    expect(screen.getByRole('link', { name: 'Watch the safety video' })).toHaveAttribute('href', '/muster/video');
    expect(screen.getByRole('link', { name: 'See your muster status' })).toHaveAttribute('href', '/muster/status');
    expect(screen.getByRole('link', { name: 'Muster schedule' })).toHaveAttribute('href', '/muster/schedule');
  });

  it('says under each way on what it leads to, as its description (its name stays the title)', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Watch the safety video' })).toHaveAccessibleDescription(
      'Life jackets, the alarm signal and the way to your muster station.',
    );
    expect(screen.getByRole('link', { name: 'See your muster status' })).toHaveAccessibleDescription(
      'Who in your party has watched the video and checked in.',
    );
    expect(screen.getByRole('link', { name: 'Muster schedule' })).toHaveAccessibleDescription(
      'When each deck checks in at its muster station.',
    );
  });

  it('takes the screen the kiosk frame leaves, so its three ways on share a portrait screen', async () => {
    const { container } = await open({ device: 'Kiosk' });
    await screen.findByRole('status');
    expect(container.querySelector('section[data-fills-screen]')).toContainElement(screen.getByRole('link', { name: 'Muster schedule' }));
  });

  it('sits in its column on a phone, where the page scrolls', async () => {
    const { container } = await open();
    await screen.findByRole('status');
    expect(container.querySelector('[data-fills-screen]')).toBeNull();
  });

  it('says so when the muster is complete', async () => {
    await open({ guest: 'taylor' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your muster is complete. Thank you!');
  });

  it('keeps the links when the status cannot be loaded', async () => {
    await open({ overrides: [failingCall('get', '*/muster/passenger/status')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The muster status can currently not be loaded. Please try again later.');
    expect(screen.getByRole('link', { name: 'Watch the safety video' })).toBeInTheDocument();
  });

  it('says there is nobody to muster on an empty booking, not "0 people"', async () => {
    await open({ overrides: [answeringCall('get', '*/muster/passenger/status', { passengers: [], musterStationVisitRequired: false })] });
    expect(await screen.findByText('There is nobody on your booking to muster.')).toBeInTheDocument();
    expect(screen.queryByText(/0 people/)).toBeNull();
  });
});
