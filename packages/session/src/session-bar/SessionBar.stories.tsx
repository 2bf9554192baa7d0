import type { Meta, StoryObj } from '@storybook/react-vite';
import { authenticationStore, signedOut } from '../authentication-store';
import { SessionBar } from './SessionBar';

const signedInAs = (state: Partial<typeof signedOut>) => () => {
  authenticationStore.setState({ ...signedOut, sessionId: 'story', isAuthenticated: true, ...state });
  return () => authenticationStore.setState(signedOut);
};

const meta = { title: 'session/SessionBar', component: SessionBar } satisfies Meta<typeof SessionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Passenger: Story = { beforeEach: signedInAs({ sessionType: 'Passenger', bookingReference: 'AUR123456' }) };
export const RemotePms: Story = { beforeEach: signedInAs({ sessionType: 'RemotePms', pmsName: 'Berger, Anna' }) };
/** Empty: nobody logged in shows nothing. */
export const SignedOut: Story = {};
