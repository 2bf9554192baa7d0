import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GamesOverviewScreen } from './GamesOverviewScreen';

const meta = { title: 'content/GamesOverviewScreen', component: GamesOverviewScreen } satisfies Meta<typeof GamesOverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Filled is the only state: the nine games are fixed, nothing is loaded from the hub. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(9);
  },
};
