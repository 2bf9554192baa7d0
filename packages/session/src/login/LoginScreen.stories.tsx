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
export const Passenger: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await expect(canvas.getByLabelText('Booking reference')).toHaveValue('');
    await expect(canvas.getByLabelText(/Departure date/)).not.toHaveValue('');
  },
};

/** Error: required fields left empty show their messages. */
export const PassengerMissingFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(canvas.getByText('Please enter your booking reference')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Booking reference')).toHaveFocus();
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
    // Focus stays on the button, and each marked field is described by the message.
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveFocus();
    await expect(canvas.getByLabelText('Booking reference')).toHaveAccessibleDescription(
      'Login failed, please check your data and try again.',
    );
  },
};

export const AccountAndCabin: Story = {
  parameters: { shell: { route: '/login', patchConfig: loginBy('Resco') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Account number')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Cabin number')).toBeInTheDocument();
  },
};
export const NameAndBirthDate: Story = {
  parameters: { shell: { route: '/login', patchConfig: loginBy('HotelFriend') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('First name')).toBeInTheDocument();
    await expect(canvas.getByLabelText(/Date of birth/)).toBeInTheDocument();
  },
};
/** A kiosk without a card reader: the passenger form with a keyboard on the screen (kiosks have none). */
export const KioskKeyboard: Story = {
  globals: { device: 'Kiosk' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const keyboard = canvas.getByRole('group', { name: 'On-screen keyboard' });
    for (const letter of 'AUR1') await userEvent.click(within(keyboard).getByRole('button', { name: letter }));
    await expect(canvas.getByLabelText('Booking reference')).toHaveValue('AUR1');
    await expect(canvas.getByLabelText('Booking reference')).toHaveFocus();
  },
};

export const KioskCardScan: Story = {
  globals: { device: 'Kiosk' },
  parameters: { shell: { route: '/login', patchConfig: loginBy('Resco') } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hold your cruise card against the reader')).toBeInTheDocument();
  },
};
export const Retina: Story = {
  parameters: { shell: { route: '/login', patchConfig: loginBy('Retina', { reloginUrl: 'https://portal.example.com' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Please log in through the guest portal of your room.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the guest portal' })).toHaveAttribute('href', 'https://portal.example.com');
  },
};
export const RetinaNotConfigured: Story = {
  parameters: { shell: { route: '/login', patchConfig: loginBy('Retina', { reloginUrl: null }) } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('Login is not configured for this device yet. Please ask at reception.'),
    ).toBeInTheDocument();
  },
};
