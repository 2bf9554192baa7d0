import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { photoStory } from '../test/story-photos';
import { OverviewScreen } from './OverviewScreen';

const meta = {
  title: 'photomatch/OverviewScreen',
  component: OverviewScreen,
  parameters: photoStory('/photomatch/overview'),
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tiles: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('link')).toHaveLength(5);
    // Each tile wears one of the guest's photos (or the first package's picture).
    await waitFor(() => expect(canvasElement.querySelectorAll('li a img')).toHaveLength(5));
  },
};
export const CheckingConsent: Story = {
  parameters: photoStory('/photomatch/overview', {}, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
export const ConsentError: Story = {
  parameters: photoStory('/photomatch/overview', {}, { overrides: [failingCall('get', '*/photo/passenger/consent')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your photo settings could not be loaded.');
  },
};
