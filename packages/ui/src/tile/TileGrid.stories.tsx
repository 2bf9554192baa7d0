import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Tile } from './Tile';
import { TileGrid } from './TileGrid';

const titles = [
  'Daily Programme',
  'Shore Excursions',
  'Spa & Wellness',
  'Itinerary',
  'A very long tile title that will be cut short',
  'Safety Muster',
];

function Grid({ count, signage }: { count: number; signage?: boolean }) {
  return (
    <TileGrid label="Modules" signage={signage ?? false}>
      {titles.slice(0, count).map((title) => (
        <Tile key={title} title={title} renderLink={(props) => <a href="#tile" {...props} />} />
      ))}
    </TileGrid>
  );
}

const meta = { title: 'ui/TileGrid', component: Grid, args: { count: 6 } } satisfies Meta<typeof Grid>;
export default meta;
type Story = StoryObj<typeof meta>;

const tiles = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('list', { name: 'Modules' }));

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(tiles(canvasElement).getByRole('link', { name: 'Daily Programme' })).toHaveAttribute('href', '#tile');
    await expect(tiles(canvasElement).getAllByRole('link')).toHaveLength(6);
  },
};
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(tiles(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};
export const Signage: Story = {
  args: { signage: true },
  play: async ({ canvasElement }) => {
    await expect(tiles(canvasElement).getByRole('link', { name: 'Safety Muster' })).toBeInTheDocument();
  },
};
