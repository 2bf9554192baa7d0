import type { Meta, StoryObj } from '@storybook/react-vite';
import { atPath } from '@companion/screen-harness';
import { dayListStates } from '../test/story-excursions';
import { ShoreDateScreen } from './ShoreDateScreen';

const states = dayListStates('/shoreexcursions');

const meta = {
  title: 'excursions/ShoreDate',
  component: ShoreDateScreen,
  decorators: [atPath('/shoreexcursions/:date')],
  parameters: { shell: { route: states.naples } },
} satisfies Meta<typeof ShoreDateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = states.Filled;
export const Empty: Story = states.Empty;
export const Error: Story = states.Error;
export const Loading: Story = states.Loading;
