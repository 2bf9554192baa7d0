import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { feedbackShell } from '../test/story-shell';
import { RatingsOverviewScreen } from './RatingsOverviewScreen';

const route = '/ratings/overview';
const meta = {
  title: 'feedback/RatingsOverview',
  component: RatingsOverviewScreen,
  parameters: feedbackShell(route),
} satisfies Meta<typeof RatingsOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Dinner in the Aurora Restaurant/ })).toHaveAttribute(
      'href',
      '/ratings/feedback/1',
    );
  },
};
export const Empty: Story = {
  parameters: feedbackShell(route, { overrides: [answeringCall('get', '*/ratings/profiles', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing to rate at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: feedbackShell(route, { overrides: [failingCall('get', '*/ratings/profiles')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The feedback forms could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: feedbackShell(route, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the feedback forms…');
  },
};
