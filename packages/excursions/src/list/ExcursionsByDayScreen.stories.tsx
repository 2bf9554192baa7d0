import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { ExcursionsByDayScreen } from './ExcursionsByDayScreen';

const meta = {
  title: 'excursions/ExcursionsByDay',
  component: ExcursionsByDayScreen,
  decorators: [atPath('/onboard/excursionsbyday/:day')],
  parameters: { shell: { route: '/onboard/excursionsbyday/6' } },
} satisfies Meta<typeof ExcursionsByDayScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Day mode: the cards only, no header and no filters. */
export const DayMode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pompeii ruins' });
    await expect(canvas.queryByRole('button', { name: 'Culture' })).toBeNull();
  },
};
/** A sea day has its onboard experiences. */
export const SeaDay: Story = {
  parameters: { shell: { route: '/onboard/excursionsbyday/2' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Wine and cheese tasting' })).toBeInTheDocument();
  },
};
/** Past the voyage's last day. */
export const Empty: Story = {
  parameters: { shell: { route: '/onboard/excursionsbyday/40' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There are no experiences on this day.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: { shell: { route: '/onboard/excursionsbyday/6', overrides: [failingCall('get', '*/excursions/byDay')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The excursions could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: { shell: { route: '/onboard/excursionsbyday/6', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading excursions');
  },
};
