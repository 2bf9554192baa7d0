import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DEMO_RESORT } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { namedExcursion } from '../test/story-excursions';
import { BasketEntryScreen } from './BasketEntryScreen';

const yoga = namedExcursion('Hotel Arts rooftop yoga');

const meta = {
  title: 'excursions/ResortBasketEntry',
  component: BasketEntryScreen,
  decorators: [atPath('/resorts/:resortId/:excursionId/:date?')],
  parameters: { shell: { guest: 'smith', route: `/resorts/${DEMO_RESORT.id}/${yoga.id}` } },
} satisfies Meta<typeof BasketEntryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Add: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Add to basket' })).toBeInTheDocument();
  },
};
/** The basket's amend link for a resort excursion names the day. */
export const AmendDay: Story = {
  parameters: { shell: { guest: 'smith', route: `/resorts/${DEMO_RESORT.id}/${yoga.id}/${yoga.date}` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Resort excursion on/)).toBeInTheDocument();
  },
};
