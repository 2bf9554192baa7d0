import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CabinFinder } from './CabinFinder';

const meta = { title: 'wayfinder/CabinFinder', component: CabinFinder, globals: { device: 'Kiosk' } } satisfies Meta<typeof CabinFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, digits: string) => {
  const canvas = within(canvasElement);
  for (const digit of digits) await userEvent.click(canvas.getByRole('button', { name: digit }));
  return canvas;
};

/** Default bounds (over 3, under 6): three digits are not yet a cabin. */
export const DefaultBoundsTooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '701');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const DefaultBoundsReady: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '7012');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
  },
};

/** Six digits fill the input and are over the default maximum. */
export const DefaultBoundsTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '1234567');
    await expect(canvas.getByRole('textbox', { name: 'Cabin number' })).toHaveValue('123456');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** A theme with bounds 2 and 4 (Rhine): exactly three digits. */
export const ThemeBoundsTwoAndFour: Story = {
  globals: { device: 'Kiosk', theme: 'rhine' },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '123');
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: '4' }));
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '8120');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Cabin 8120 is on deck 8.')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '7999');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The cabin could not be found, please search for another cabin')).toBeInTheDocument();
  },
};
