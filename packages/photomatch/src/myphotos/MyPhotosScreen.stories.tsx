import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { photoStory, twoPrintsAndADigital } from '../test/story-photos';
import { MyPhotosScreen } from './MyPhotosScreen';

const meta = {
  title: 'photomatch/MyPhotosScreen',
  component: MyPhotosScreen,
  parameters: photoStory('/photomatch/myphotos'),
} satisfies Meta<typeof MyPhotosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The photos, those in the basket marked so and named so ("Open Photo 1: …, in basket"). */
export const Filled: Story = {
  parameters: photoStory('/photomatch/myphotos', { cart: twoPrintsAndADigital }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('120 photos of you')).toBeInTheDocument();
    // By attribute, not by role and name: naming 120 buttons is slow where the stories run as tests.
    const inBasket = () => [...canvasElement.querySelectorAll('button[aria-label$=", in basket"]')];
    await waitFor(() => expect(inBasket().length).toBeGreaterThan(0));
    for (const button of inBasket()) await expect(within(button as HTMLElement).getByText('In basket')).toBeInTheDocument();
  },
};
/** The large view of a photo in the cart: its counts and the free mark. */
export const LargeView: Story = {
  parameters: photoStory('/photomatch/myphotos', { cart: twoPrintsAndADigital }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('120 photos of you');
    await userEvent.click(canvas.getAllByRole('button', { name: /^Open Photo 2: / })[0]!);
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText('Free')).toBeInTheDocument();
  },
};
export const NoPhotos: Story = {
  parameters: photoStory('/photomatch/myphotos', { consent: false }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/we didn't find any photos of you/)).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: photoStory('/photomatch/myphotos', {}, { overrides: [failingCall('get', '*/photomatch/cabinImages')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Your photos could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: photoStory('/photomatch/myphotos', {}, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};
