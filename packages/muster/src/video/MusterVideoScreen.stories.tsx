import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { musterShell } from '../test/story-shell';
import { MusterVideoScreen } from './MusterVideoScreen';

const meta = {
  title: 'muster/MusterVideo',
  component: MusterVideoScreen,
  parameters: musterShell('/muster/video'),
} satisfies Meta<typeof MusterVideoScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The safety video in the shared player; the passenger choice appears once it is watched to the end. */
export const Watching: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Please watch the whole video/)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Confirm' })).toBeNull();
  },
};
export const NoVideo: Story = {
  parameters: musterShell('/muster/video', { overrides: [answeringCall('get', '*/cms/articles/findByHashtag', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no safety video at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: musterShell('/muster/video', { overrides: [failingCall('get', '*/muster/passenger')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The safety video could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: musterShell('/muster/video', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the safety video…');
  },
};
