import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { setOutboxStorage } from '../outbox/outbox';
import { outboxItem } from '../outbox/outbox-item';
import { memoryOutboxStorage } from '../outbox/outbox-storage';
import { feedbackShell } from '../test/story-shell';
import { ProblemTrackingScreen } from './ProblemTrackingScreen';

const route = '/problem/tracking';
const meta = {
  title: 'feedback/ProblemTracking',
  component: ProblemTrackingScreen,
  parameters: feedbackShell(route, { guest: 'smith' }),
} satisfies Meta<typeof ProblemTrackingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Problems in every status; the resolved one with a solution offers Leave Feedback. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Leave Feedback' })).toHaveAttribute('href', '/ratings/feedback/6');
  },
};
export const Empty: Story = {
  parameters: feedbackShell(route, { guest: 'smith', overrides: [answeringCall('get', '*/problem/report', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have not reported any problems.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: feedbackShell(route, { guest: 'smith', overrides: [failingCall('get', '*/problem/report')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your problems could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: feedbackShell(route, { guest: 'smith', silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading your problems…');
  },
};
/** A report the ship refused stays listed with why, and the guest can remove it (issue 20). */
export const RefusedReport: Story = {
  beforeEach: () => {
    const report = outboxItem({ kind: 'problem', report: { description: 'Door sticks.', categoryId: 3 }, label: 'Cabin: Door sticks.' });
    setOutboxStorage(memoryOutboxStorage([{ ...report, refused: true }]));
    return () => setOutboxStorage(memoryOutboxStorage());
  },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Reports and ratings waiting to send' });
    await expect(within(list).getByText('Could not be sent: the ship did not accept it')).toBeInTheDocument();
    await expect(within(list).getByRole('button', { name: 'Remove Cabin: Door sticks.' })).toBeInTheDocument();
  },
};
