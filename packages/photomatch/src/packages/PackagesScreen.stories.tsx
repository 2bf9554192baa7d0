import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { demoPhotoConfigWith } from '../test/demo-photo-config';
import { photoStory } from '../test/story-photos';
import { PackagesScreen } from './PackagesScreen';

const meta = {
  title: 'photomatch/PackagesScreen',
  component: PackagesScreen,
  parameters: photoStory('/photomatch/packages'),
} satisfies Meta<typeof PackagesScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('article')).toHaveLength(3);
  },
};
export const InBasket: Story = {
  parameters: photoStory('/photomatch/packages', { cart: [{ bulkPackageId: 'gala-bundle' }] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('In your photo basket')).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: photoStory(
    '/photomatch/packages',
    {},
    { overrides: [answeringCall('get', '*/photomatch/config', demoPhotoConfigWith({ bulkPackages: [] }))] },
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no photo packages on this voyage.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: photoStory('/photomatch/packages', {}, { overrides: [failingCall('get', '*/photomatch/config')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};
export const Loading: Story = {
  parameters: photoStory('/photomatch/packages', {}, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
