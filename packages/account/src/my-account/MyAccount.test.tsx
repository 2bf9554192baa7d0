import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { renderAccountScreen } from '../test/render-account-screen';
import { MyAccountScreen } from './MyAccountScreen';
import { PinScreen } from './PinScreen';
import { showPinLink } from './show-pin-link';

const pinLogin =
  (value: boolean) =>
  (config: DeviceConfig): DeviceConfig => ({
    ...config,
    hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, pinLoginEnabled: value } },
  });

/** A hub whose uiSettings say nothing about PIN login. */
const pinLoginUnset = (config: DeviceConfig): DeviceConfig => {
  const { pinLoginEnabled: _unset, ...uiSettings } = config.hub.uiSettings ?? {};
  return { ...config, hub: { ...config.hub, uiSettings } };
};

describe('showPinLink', () => {
  it('shows the PIN link off kiosks with PIN login enabled, only', async () => {
    const { deviceConfig } = await renderAccountScreen(<p>{'x'}</p>, { patchConfig: pinLogin(true) });
    expect(showPinLink(deviceConfig)).toBe(true);
    expect(showPinLink(pinLogin(false)(deviceConfig))).toBe(false);
    expect(showPinLink({ ...deviceConfig, deviceGroup: { ...deviceConfig.deviceGroup, deviceType: 'Kiosk' } })).toBe(false);
  });
});

describe('MyAccountScreen', () => {
  it('links to the PIN page when PIN login is enabled', async () => {
    await renderAccountScreen(<MyAccountScreen />, { patchConfig: pinLogin(true) });
    expect(screen.getByRole('link', { name: 'Change or reset your PIN' })).toHaveAttribute('href', '/my_account/pin');
  });

  it('hides the PIN link on a kiosk, even with PIN login enabled', async () => {
    await renderAccountScreen(<MyAccountScreen />, { device: 'Kiosk', patchConfig: pinLogin(true) });
    expect(await screen.findByRole('link', { name: 'Cabin messages' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change or reset your PIN' })).not.toBeInTheDocument();
  });

  it('hides the PIN link when the hub does not set pinLoginEnabled', async () => {
    await renderAccountScreen(<MyAccountScreen />, { patchConfig: pinLoginUnset });
    expect(await screen.findByRole('link', { name: 'Cabin messages' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Change or reset your PIN' })).not.toBeInTheDocument();
  });

  it('tells a guest whose account is blocked that it is blocked', async () => {
    await renderAccountScreen(<MyAccountScreen />, { guest: 'weber' });
    expect(await screen.findByText('Your account is blocked for bookings. Please visit Guest Services.')).toBeInTheDocument();
  });

  it('tells a guest blocked for muster to do the drill', async () => {
    await renderAccountScreen(<MyAccountScreen />, { guest: 'berger' });
    expect(await screen.findByText('Please complete the safety drill before booking.')).toBeInTheDocument();
  });
});

describe('PinScreen', () => {
  it('asks for two 4-digit PINs', async () => {
    await renderAccountScreen(<PinScreen />);
    await userEvent.type(screen.getByLabelText('Current PIN'), '12');
    await userEvent.type(screen.getByLabelText('New PIN'), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please make sure that both PINs are 4 digits');
  });

  it('refuses a new PIN that is not 4 digits, even with a correct current PIN', async () => {
    const { guest } = await renderAccountScreen(<PinScreen />);
    await userEvent.type(screen.getByLabelText('Current PIN'), guest.pin);
    await userEvent.type(screen.getByLabelText('New PIN'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please make sure that both PINs are 4 digits');
  });

  it('at a kiosk the PIN is typed with the keyboard on the screen', async () => {
    const { guest } = await renderAccountScreen(<PinScreen />, { device: 'Kiosk' });
    const keyboard = screen.getByRole('group', { name: 'On-screen keyboard' });
    for (const digit of guest.pin) await userEvent.click(within(keyboard).getByRole('button', { name: digit }));
    await userEvent.click(within(keyboard).getByRole('button', { name: 'Next field' }));
    for (const digit of '5678') await userEvent.click(within(keyboard).getByRole('button', { name: digit }));
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your PIN has been changed.');
  });

  it('changes the PIN', async () => {
    const { guest } = await renderAccountScreen(<PinScreen />);
    await userEvent.type(screen.getByLabelText('Current PIN'), guest.pin);
    await userEvent.type(screen.getByLabelText('New PIN'), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your PIN has been changed.');
  });

  it('says why when the hub refuses, in the hub’s words', async () => {
    await renderAccountScreen(<PinScreen />);
    await userEvent.type(screen.getByLabelText('Current PIN'), '9999');
    await userEvent.type(screen.getByLabelText('New PIN'), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been an error: The current PIN is not correct.');
  });

  // Only an empty answer is success (bookable-services §7): a 200 with words may be a refusal.
  it('says there has been an error, not that the PIN changed, when the hub answers with anything but nothing', async () => {
    const { guest } = await renderAccountScreen(<PinScreen />, {
      overrides: [answeringCall('post', '*/pms/changePin', { message: 'Wrong PIN' })],
    });
    await userEvent.type(screen.getByLabelText('Current PIN'), guest.pin);
    await userEvent.type(screen.getByLabelText('New PIN'), '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Change PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^There has been an error: /);
    expect(screen.queryByText('Your PIN has been changed.')).not.toBeInTheDocument();
  });

  it('says there has been an error when the hub refuses the reset', async () => {
    await renderAccountScreen(<PinScreen />, { overrides: [failingCall('post', '*/pms/resetPin')] });
    await userEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^There has been an error: \S/);
  });

  it('resets the PIN', async () => {
    await renderAccountScreen(<PinScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new PIN is on its way to your cabin.');
  });
});
