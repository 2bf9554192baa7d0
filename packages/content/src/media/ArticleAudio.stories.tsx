import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, within } from 'storybook/test';
import { ArticleAudio } from './ArticleAudio';

const welcome = { id: 81, url: '/blobs/audio-file/81', name: "Captain's welcome (audio)" };

const meta = {
  title: 'content/ArticleAudio',
  component: ArticleAudio,
  args: { audios: [welcome] },
} satisfies Meta<typeof ArticleAudio>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: "Captain's welcome (audio)" })).toBeInTheDocument();
  },
};

export const Several: Story = {
  args: { audios: [welcome, { id: 82, url: '/blobs/audio-file/82', name: 'Evening concert' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('figure', { name: 'Evening concert' })).toBeInTheDocument();
  },
};

/** A file the device cannot play says so instead of a silent, broken player. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await fireEvent.error(canvasElement.querySelector('audio')!);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be played');
  },
};

/** Empty: an article without audio shows no player at all. */
export const Empty: Story = {
  args: { audios: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('figure')).toBeNull();
  },
};
