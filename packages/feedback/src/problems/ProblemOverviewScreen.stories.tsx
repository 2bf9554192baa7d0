import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { feedbackShell } from '../test/story-shell';
import { ProblemOverviewScreen } from './ProblemOverviewScreen';

const route = '/problem/overview';
const meta = {
  title: 'feedback/ProblemOverview',
  component: ProblemOverviewScreen,
  parameters: feedbackShell(route),
} satisfies Meta<typeof ProblemOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Track your problems/ })).toHaveAttribute(
      'href',
      '/problem/tracking',
    );
  },
};
/** No tile articles: the two actions keep their own words. */
export const WithoutArticles: Story = {
  parameters: feedbackShell(route, { overrides: [answeringCall('get', '*/cms/articles/findByHashtag', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /Report a problem/ })).toHaveAttribute('href', '/problem/new');
  },
};
export const Failed: Story = {
  parameters: feedbackShell(route, { overrides: [failingCall('get', '*/cms/articles/findByHashtag')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This page could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: feedbackShell(route, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading…');
  },
};
