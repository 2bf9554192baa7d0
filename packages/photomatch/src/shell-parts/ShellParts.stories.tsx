import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { photoStore } from '../store/photo-store';
import { photoStory, twoPrintsAndADigital } from '../test/story-photos';
import { PhotoBasketButton } from './PhotoBasketButton';
import { PhotoOfferBanner } from './PhotoOfferBanner';

/** The two parts the apps put into the shell's sub-header and banner slots. */
function ShellParts() {
  return (
    <>
      <PhotoBasketButton />
      <PhotoOfferBanner />
    </>
  );
}

const meta = {
  title: 'photomatch/ShellParts',
  component: ShellParts,
  parameters: photoStory('/', { cart: twoPrintsAndADigital }),
} satisfies Meta<typeof ShellParts>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Photo basket, £24.00' })).toBeInTheDocument();
    await expect(await canvas.findByText('3 for 2 on 6×8 prints: you can add 1 more FREE.')).toBeInTheDocument();
  },
};
export const EmptyCart: Story = {
  parameters: photoStory('/'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('3 for 2 on 6×8 prints')).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Photo basket/ })).toBeNull();
  },
};
/** A guest who opted out: neither the amount nor the offers (the hub has answered: consent is false). */
export const NotOptedIn: Story = {
  parameters: photoStory('/', { consent: false }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(photoStore.getState().consent).toBe(false));
    await expect(canvas.queryByRole('link', { name: /^Photo basket/ })).toBeNull();
    await expect(canvas.queryByRole('complementary', { name: 'Special offers on photos' })).toBeNull();
  },
};
