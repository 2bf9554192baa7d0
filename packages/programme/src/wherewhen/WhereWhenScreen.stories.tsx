import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { WhereWhenScreen } from './WhereWhenScreen';

const meta = {
  title: 'programme/WhereWhen',
  component: WhereWhenScreen,
  decorators: [atPath('/wherewhen')],
  loaders: [freshCache],
  parameters: programmeShell('/wherewhen'),
} satisfies Meta<typeof WhereWhenScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Welcome from the Captain' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: programmeShell('/wherewhen', { overrides: [answeringCall('get', '*/cms/articles/whereAndWhen/', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing listed for where and when yet.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/wherewhen', { overrides: [failingCall('get', '*/cms/articles/whereAndWhen/')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Where and when could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/wherewhen', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
