import type { Meta, StoryObj } from '@storybook/react-vite';
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

export const Filled: Story = {};
export const Empty: Story = { args: { count: 0 } };
export const Signage: Story = { args: { signage: true } };
