import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
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
