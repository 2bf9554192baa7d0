import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountArea, areaState, failingCall } from '@companion/hub-sim';
import { renderAccountScreen } from '../test/render-account-screen';
import { CabinMessagesScreen } from './CabinMessagesScreen';

describe('CabinMessagesScreen', () => {
  it('lists the messages with their type', async () => {
    await renderAccountScreen(<CabinMessagesScreen />);
    expect(await screen.findByRole('button', { name: /Urgent.*Change of port: Naples/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Important.*Your spa appointment/ })).toBeInTheDocument();
  });

  it('labels a Normal message with its type', async () => {
    await renderAccountScreen(<CabinMessagesScreen />);
    expect(await screen.findByRole('button', { name: /^Message.*Welcome aboard/ })).toBeInTheDocument();
  });

  it('makes no read call when an already Read message is opened', async () => {
    const { demo, guest } = await renderAccountScreen(<CabinMessagesScreen />);
    const welcome = await screen.findByRole('button', { name: /Welcome aboard/ });
    await userEvent.click(welcome);
    expect(welcome).toHaveAttribute('aria-expanded', 'true');
    // A Sent message opened afterwards: once its read call has landed, an earlier one would have too.
    await userEvent.click(screen.getByRole('button', { name: /Change of port: Naples/ }));
    await waitFor(() => expect(areaState(demo.state, accountArea).readMessages.get(guest.id)?.has('m-101')).toBe(true));
    expect(areaState(demo.state, accountArea).readMessages.get(guest.id)?.has('m-103')).toBe(false);
  });

  it('marks a Sent message Read when opened and tells the hub', async () => {
    const { demo, guest } = await renderAccountScreen(<CabinMessagesScreen />);
    const urgent = await screen.findByRole('button', { name: /Change of port: Naples/ });
    expect(urgent).toHaveTextContent('Unread');
    await userEvent.click(urgent);
    expect(urgent).toHaveAttribute('aria-expanded', 'true');
    expect(urgent).not.toHaveTextContent('Unread');
    expect(screen.getByText('Naples', { selector: 'strong' })).toBeInTheDocument();
    await waitFor(() => expect(areaState(demo.state, accountArea).readMessages.get(guest.id)?.has('m-101')).toBe(true));
  });

  it('says "No messages." when there are none', async () => {
    await renderAccountScreen(<CabinMessagesScreen />, { guest: 'jones' });
    expect(await screen.findByText('No messages.')).toBeInTheDocument();
  });

  it('shows an error when the messages cannot be loaded', async () => {
    await renderAccountScreen(<CabinMessagesScreen />, { brokenHub: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been an error: Please log in again.');
  });

  // bookable-services §8 "Message and hook errors": 'There has been an error: {error}', so staff see the cause.
  it("names the hub's error when the messages cannot be loaded", async () => {
    await renderAccountScreen(<CabinMessagesScreen />, { overrides: [failingCall('get', '*/cabinmessage/get/app')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been an error: The demo hub was told to fail this call.');
  });

  it("names an unreachable hub in the guest's words, never the browser's English", async () => {
    const dropMessages =
      (demoFetch: typeof fetch): typeof fetch =>
      (input, init) =>
        new Request(input, init).url.includes('/cabinmessage/get/')
          ? Promise.reject(new TypeError('Failed to fetch'))
          : demoFetch(input, init);
    await renderAccountScreen(<CabinMessagesScreen />, { wrapFetch: dropMessages });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("There has been an error: the ship's system could not be reached");
    expect(alert).not.toHaveTextContent('Failed to fetch');
  });
});
