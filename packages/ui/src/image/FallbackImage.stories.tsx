import type { Meta, StoryObj } from '@storybook/react-vite';
import { FallbackImage } from './FallbackImage';
import { PLACEHOLDER_IMAGE } from './choose-image-source';

const meta = {
  title: 'ui/FallbackImage',
  component: FallbackImage,
  args: { alt: 'The pool deck', width: 320, height: 240 },
} satisfies Meta<typeof FallbackImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = { args: { src: PLACEHOLDER_IMAGE } };
export const BrokenFallsBackToPlaceholder: Story = { args: { src: '/no-such-image.jpg' } };
export const Missing: Story = { args: { src: undefined } };
