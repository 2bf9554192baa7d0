import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { DeviceConfig } from '@companion/hub-client';
import { atPath } from '@companion/screen-harness';
import { dayListStates } from '../test/story-excursions';
import { ExcursionsByDateScreen } from './ExcursionsByDateScreen';

const states = dayListStates('/onboard/excursions');
const { naples } = states;

const meta = {
  title: 'excursions/ExcursionList',
  component: ExcursionsByDateScreen,
  decorators: [atPath('/onboard/excursions/:date')],
  parameters: { shell: { route: naples } },
} satisfies Meta<typeof ExcursionsByDateScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Naples: five excursions with availability labels, type and duration filters. */
export const Filled: Story = states.Filled;
/** "5h or more" chosen: three of the five remain. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '5h or more' }));
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};
/** Filters that leave nothing: the way back to every experience. */
export const NothingMatches: Story = {
  parameters: { shell: { route: `${naples}?type=Culture&duration=short` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No experiences match your filters.')).toBeInTheDocument();
  },
};
/** A day without excursions. */
export const Empty: Story = states.Empty;
/** The hub sets hideExcursionFilters. */
export const FiltersHidden: Story = {
  parameters: {
    shell: {
      route: naples,
      patchConfig: (config: DeviceConfig) => ({
        ...config,
        hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, hideExcursionFilters: true } },
      }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pompeii ruins' });
    await expect(canvas.queryByRole('button', { name: 'Culture' })).toBeNull();
  },
};
export const Error: Story = states.Error;
export const Loading: Story = states.Loading;
/** On a signage screen: Naples' five excursions as wide cards filling the board, no filters, no column to scroll. */
export const OnSignage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Pompeii ruins' });
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: 'Culture' })).toBeNull();
  },
};
