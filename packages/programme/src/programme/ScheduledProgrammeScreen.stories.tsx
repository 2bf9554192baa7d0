import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { freshCache, programmeShell } from '../test/story-programme';
import { ScheduledProgrammeScreen } from './ScheduledProgrammeScreen';

const meta = {
  title: 'programme/ScheduledProgramme',
  component: ScheduledProgrammeScreen,
  decorators: [atPath('/scheduledprogram')],
  loaders: [freshCache],
  parameters: programmeShell('/scheduledprogram'),
} satisfies Meta<typeof ScheduledProgrammeScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Scheduled Programme' })).toBeInTheDocument();
    await expect((await canvas.findAllByRole('article')).length).toBeGreaterThan(0);
  },
};
export const Empty: Story = {
  parameters: programmeShell('/scheduledprogram', { overrides: [answeringCall('get', '*/cms/dailyScheduleByDate', [])] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Our Daily events are in the works! Please check back soon for updates.'),
    ).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: programmeShell('/scheduledprogram', { overrides: [failingCall('get', '*/cms/dailyScheduleByDate')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('The events could not be loaded.')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: programmeShell('/scheduledprogram', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status').length).toBeGreaterThan(0);
  },
};
