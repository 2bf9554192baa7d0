import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { failingCall } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { renderMusterScreen, type RenderMusterOptions } from '../test/render-muster-screen';
import { MusterStatusScreen } from './MusterStatusScreen';

afterEach(() => clearAuthentication());

const open = (options: RenderMusterOptions = {}) => renderMusterScreen('/muster/status', () => <MusterStatusScreen />, options);
const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) });
/** A row's values, each without the phone layout's label before it (hidden from screen readers). */
const valuesOf = (name: string) =>
  within(row(name))
    .getAllByRole('cell')
    .map((cell) => cell.lastElementChild?.textContent);

describe('the muster status', () => {
  it('shows each passenger’s video and scan, complete with the video alone when no station visit is required', async () => {
    await open();
    expect(await screen.findByRole('rowheader', { name: 'James Smith' })).toBeInTheDocument();
    expect(valuesOf('James Smith')).toEqual(['Watched', 'Not required', 'Complete']);
    expect(valuesOf('Emily Smith')).toEqual(['Not watched', 'Not required', 'Not complete']);
    expect(screen.getByRole('status')).toHaveTextContent('2 people in your party still have to complete the muster.');
  });

  it('gives every column a header, the guests’ own too, so a screen reader reads each cell under its heading', async () => {
    await open();
    await screen.findByRole('rowheader', { name: 'James Smith' });
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Guest',
      'Safety video',
      'Muster station',
      'Complete',
    ]);
    expect(within(row('James Smith')).getAllByRole('cell').length + 1).toBe(screen.getAllByRole('columnheader').length);
  });

  it('needs the station scan as well when musterStationVisitRequired', async () => {
    await open({ guest: 'berger' });
    expect(await screen.findByRole('rowheader', { name: 'Anna Berger' })).toBeInTheDocument();
    expect(valuesOf('Anna Berger')).toEqual(['Watched', 'Not checked in', 'Not complete']);
    expect(screen.getByRole('status')).toHaveTextContent('1 person in your party still has to complete the muster.');
  });

  it('says the group is complete when all are', async () => {
    await open({ guest: 'taylor' });
    expect(await screen.findByText('Your muster is complete. Thank you!')).toBeInTheDocument();
  });

  it('shows the spec’s load-failure text with a retry', async () => {
    await open({ overrides: [failingCall('get', '*/muster/passenger/status')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The muster status can currently not be loaded. Please try again later.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });

  it('links back to /muster/home', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Back to the safety muster' })).toHaveAttribute('href', '/muster/home');
  });
});
