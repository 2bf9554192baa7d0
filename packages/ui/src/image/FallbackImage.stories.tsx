import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { FallbackImage } from './FallbackImage';
import { PLACEHOLDER_IMAGE } from './choose-image-source';

const meta = {
  title: 'ui/FallbackImage',
  component: FallbackImage,
  args: { alt: 'The pool deck', width: 320, height: 240 },
} satisfies Meta<typeof FallbackImage>;
export default meta;
type Story = StoryObj<typeof meta>;

const picture = (canvasElement: HTMLElement) => within(canvasElement).getByRole('img', { name: 'The pool deck' });

export const Filled: Story = {
  args: { src: '/blobs/image/7?width=400' },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement)).toHaveAttribute('src', '/blobs/image/7?width=400');
  },
};
/** The picture fails to load: the placeholder takes its place, named as before. */
export const BrokenFallsBackToPlaceholder: Story = {
  args: { src: '/no-such-image.jpg' },
  play: async ({ canvasElement }) => {
    await fireEvent.error(picture(canvasElement));
    await expect(picture(canvasElement)).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  },
};
/** Empty: no picture at all shows the placeholder at once. */
export const Missing: Story = {
  args: { src: undefined },
  play: async ({ canvasElement }) => {
    await expect(picture(canvasElement)).toHaveAttribute('src', PLACEHOLDER_IMAGE);
  },
};
