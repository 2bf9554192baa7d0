import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import { LoginScreen } from './LoginScreen';

const loginBy =
  (type: DeviceConfig['authentication']['type'], extra: Partial<DeviceConfig['authentication']> = {}) =>
  (config: DeviceConfig): DeviceConfig => ({ ...config, authentication: { ...config.authentication, type, ...extra } });

const meta = { title: 'session/LoginScreen', component: LoginScreen, parameters: { shell: { route: '/login' } } } satisfies Meta<
  typeof LoginScreen
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the passenger form as it opens, date defaulted to today. */
export const Passenger: Story = {};

/** Error: required fields left empty show their messages. */
export const PassengerMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter your booking reference')).toBeInTheDocument();
  },
};

/** Error: the hub refused the details. */
export const PassengerLoginFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Booking reference'), 'NOPE');
    await userEvent.type(canvas.getByLabelText('Surname of the lead passenger'), 'Nobody');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(await canvas.findByText('Login failed, please check your data and try again.')).toBeInTheDocument();
  },
};

export const AccountAndCabin: Story = { parameters: { shell: { route: '/login', patchConfig: loginBy('Resco') } } };
export const NameAndBirthDate: Story = { parameters: { shell: { route: '/login', patchConfig: loginBy('HotelFriend') } } };
export const KioskCardScan: Story = {
  globals: { device: 'Kiosk' },
  parameters: { shell: { route: '/login', patchConfig: loginBy('Resco') } },
};
export const Retina: Story = {
  parameters: { shell: { route: '/login', patchConfig: loginBy('Retina', { reloginUrl: 'https://portal.example.com' }) } },
};
export const RetinaNotConfigured: Story = {
  parameters: { shell: { route: '/login', patchConfig: loginBy('Retina', { reloginUrl: null }) } },
};
