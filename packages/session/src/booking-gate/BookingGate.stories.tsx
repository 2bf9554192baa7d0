import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { BookingGate } from './BookingGate';

/** What a feature puts inside the gate: its book button. */
const bookButton = 'Book now';

const meta = {
  title: 'session/BookingGate',
  component: BookingGate,
  args: { children: <a href="#book">{bookButton}</a> },
} satisfies Meta<typeof BookingGate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody logged in: "Log in to book" instead of the book button. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Log in to book' })).toBeInTheDocument();
  },
};

/** A guest who may book sees the book button. */
export const MayBook: Story = {
  parameters: { shell: { guest: 'smith' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: bookButton })).toBeInTheDocument();
  },
};

/** A guest who has not done the safety muster is told why, instead of the book button. */
export const BlockedForMuster: Story = {
  parameters: { shell: { guest: 'berger' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('note')).toHaveTextContent('complete your muster first');
  },
};

/** The account status could not be read: said so, with Try again. */
export const Failed: Story = {
  parameters: { shell: { guest: 'smith', overrides: [failingCall('get', '*/pms/account/status')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Whether you can book could not be checked.');
  },
};
