import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { musterShell } from '../test/story-shell';
import { MusterScheduleScreen } from './MusterScheduleScreen';

const meta = {
  title: 'muster/MusterSchedule',
  component: MusterScheduleScreen,
  parameters: musterShell('/muster/schedule'),
} satisfies Meta<typeof MusterScheduleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Muster check-in: decks 9 and 10')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: musterShell('/muster/schedule', { overrides: [answeringCall('get', '*/cms/articles/findEventsByArticleId/:id', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no muster times at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: musterShell('/muster/schedule', { overrides: [failingCall('get', '*/cms/articles/findEventsByArticleId/:id')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The muster schedule could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: musterShell('/muster/schedule', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the muster schedule…');
  },
};
