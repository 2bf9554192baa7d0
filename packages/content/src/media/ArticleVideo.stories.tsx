import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { ArticleVideo } from './ArticleVideo';

const tour = { id: 91, urlFrontend: '/blobs/video-file/91', description: 'A tour of the Aurora Star' };

const meta = {
  title: 'content/ArticleVideo',
  component: ArticleVideo,
  args: { videos: [tour] },
} satisfies Meta<typeof ArticleVideo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'A tour of the Aurora Star' })).toBeInTheDocument();
  },
};

/** A clip without description is named by its number. */
export const Untitled: Story = {
  args: { videos: [{ id: 92, urlFrontend: '/blobs/video-file/92', description: null }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Video 1' })).toBeInTheDocument();
  },
};

export const Error: Story = {
  play: async ({ canvasElement }) => {
    await fireEvent.error(canvasElement.querySelector('video')!);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('This video could not be played.');
  },
};

/** Empty: an article without video shows no player at all. */
export const Empty: Story = {
  args: { videos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('figure')).toBeNull();
  },
};
