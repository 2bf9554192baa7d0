import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { authenticationStore, signedOut } from '../authentication-store';
import { SessionBar } from './SessionBar';

const signedInAs = (state: Partial<typeof signedOut>) => () => {
  authenticationStore.setState({ ...signedOut, sessionId: 'story', isAuthenticated: true, ...state });
  return () => authenticationStore.setState(signedOut);
};

const meta = { title: 'session/SessionBar', component: SessionBar } satisfies Meta<typeof SessionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Passenger: Story = {
  beforeEach: signedInAs({ sessionType: 'Passenger', bookingReference: 'AUR123456' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText((_, element) => element?.tagName === 'P' && element.textContent === 'Booking AUR123456'),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};
/** A cabin device's guest: the name, and no logout (platform.md §2.2). */
export const RemotePms: Story = {
  beforeEach: signedInAs({ sessionType: 'RemotePms', pmsName: 'Berger, Anna' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Berger, Anna')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};
/** Empty: nobody logged in shows nothing. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Log out' })).toBeNull();
  },
};
