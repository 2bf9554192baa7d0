import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DeviceConfig } from '@companion/hub-client';
import { MyAccountScreen } from './MyAccountScreen';
import { PinScreen } from './PinScreen';

const pinLogin = (c: DeviceConfig): DeviceConfig => ({
  ...c,
  hub: { ...c.hub, uiSettings: { ...c.hub.uiSettings, pinLoginEnabled: 'true' } },
});

const meta = { title: 'account/MyAccountScreen', component: MyAccountScreen, parameters: { shell: { guest: 'smith' } } } satisfies Meta<
  typeof MyAccountScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { parameters: { shell: { guest: 'smith', patchConfig: pinLogin } } };
export const BlockedForMuster: Story = { parameters: { shell: { guest: 'berger' } } };
export const OnKioskWithoutPinLink: Story = {
  globals: { device: 'Kiosk' },
  parameters: { shell: { guest: 'smith', patchConfig: pinLogin } },
};
/** Error: the status call fails; the page still offers the guest's links. */
export const StatusUnavailable: Story = { parameters: { shell: { expiredSession: true } } };
export const PinPage: Story = { render: () => <PinScreen /> };
