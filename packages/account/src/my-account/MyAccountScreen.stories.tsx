import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import { MyAccountScreen } from './MyAccountScreen';
import { PinScreen } from './PinScreen';

const pinLogin = (c: DeviceConfig): DeviceConfig => ({
  ...c,
  hub: { ...c.hub, uiSettings: { ...c.hub.uiSettings, pinLoginEnabled: true } },
});

const meta = { title: 'account/MyAccountScreen', component: MyAccountScreen, parameters: { shell: { guest: 'smith' } } } satisfies Meta<
  typeof MyAccountScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  parameters: { shell: { guest: 'smith', patchConfig: pinLogin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Change or reset your PIN' })).toHaveAttribute('href', '/my_account/pin');
    await expect(canvas.getByRole('heading', { name: 'My Account' })).toBeInTheDocument();
  },
};
export const BlockedForMuster: Story = {
  parameters: { shell: { guest: 'berger' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Please complete the safety drill before booking.')).toBeInTheDocument();
  },
};
export const OnKioskWithoutPinLink: Story = {
  globals: { device: 'Kiosk' },
  parameters: { shell: { guest: 'smith', patchConfig: pinLogin } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Cabin messages' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Change or reset your PIN' })).toBeNull();
  },
};
/** Error: the status call fails; the page still offers the guest's links. */
export const StatusUnavailable: Story = {
  parameters: { shell: { guest: 'smith', expiredSession: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Whether your account may book could not be checked.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'My onboard bookings' })).toBeInTheDocument();
  },
};
export const PinPage: Story = {
  render: () => <PinScreen />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Current PIN')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Change PIN' })).toBeInTheDocument();
  },
};
