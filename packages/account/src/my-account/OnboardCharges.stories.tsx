import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { OnboardCharges } from './OnboardCharges';

const meta = {
  title: 'account/OnboardCharges',
  component: OnboardCharges,
  parameters: { shell: { guest: 'smith' } },
} satisfies Meta<typeof OnboardCharges>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first day's bar, spa, restaurant and shop charges, two of them discounted. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const charges = await within(canvasElement).findByRole('table', { name: 'Onboard charges' });
    await expect(within(charges).getAllByRole('row').length).toBeGreaterThan(2);
  },
};
export const Empty: Story = {
  parameters: { shell: { guest: 'jones' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no charges on your account yet.')).toBeInTheDocument();
  },
};
/** Error: only the charges call fails; the retry asks again. */
export const Error: Story = {
  parameters: { shell: { guest: 'smith', overrides: [failingCall('get', '*/pms/invoices')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your onboard charges could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your onboard charges');
  },
};
