import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import { failingCall } from '@companion/hub-sim';
import { photoStory } from '../test/story-photos';
import { ConsentScreen } from './ConsentScreen';

const meta = {
  title: 'photomatch/ConsentScreen',
  component: ConsentScreen,
  parameters: photoStory('/photomatch/consent', { consent: null }),
} satisfies Meta<typeof ConsentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstAccess: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have not decided yet.')).toBeInTheDocument();
  },
};
export const OptedIn: Story = {
  parameters: photoStory('/photomatch/consent', { consent: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have agreed to photo matching.')).toBeInTheDocument();
  },
};
export const OptedOut: Story = {
  parameters: photoStory('/photomatch/consent', { consent: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('You have opted out of photo matching.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: photoStory('/photomatch/consent', { consent: null }, { overrides: [failingCall('get', '*/photo/passenger/consent')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your photo settings could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: photoStory('/photomatch/consent', { consent: null }, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
export const NotOffered: Story = {
  // A ship that sells no photos: photoMatchEnabled off (the meta's switch is replaced, parameters merge deeply).
  parameters: {
    shell: {
      guest: 'smith',
      route: '/photomatch/consent',
      patchConfig: (config: DeviceConfig) => ({
        ...config,
        hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, photoMatchEnabled: false } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Photos are not offered here' })).toBeInTheDocument();
  },
};
export const SaveFailed: Story = {
  parameters: photoStory(
    '/photomatch/consent',
    { consent: null },
    { overrides: [failingCall('post', '*/photo/passenger/consent/:choice')] },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Yes, match my photos' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Your choice could not be saved. Please try again.');
  },
};
