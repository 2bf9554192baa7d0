import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StackedTable } from './StackedTable';

const meta = {
  title: 'ui/StackedTable',
  component: StackedTable,
  args: {
    name: 'Your party',
    columns: ['Guest', 'Safety video', 'Muster station', 'Complete'],
    rows: [
      { key: 'emily', cells: ['Emily Smith', 'Not watched', 'Not required', 'Not yet'] },
      { key: 'james', cells: ['James Smith', 'Watched', 'Not required', 'Complete'] },
    ],
  },
} satisfies Meta<typeof StackedTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithCaption: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Your party' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'James Smith' })).toBeVisible();
  },
};

/** The width of a phone: each guest a block of labelled lines. */
export const OnAPhone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('cell', { name: 'Not watched' })).toBeVisible();
  },
};

export const NamedOnlyForScreenReaders: Story = {
  args: { hideName: true, name: 'Your bookings' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Your bookings' })).toBeVisible();
    await expect(canvasElement.querySelector('caption')).toBeNull();
  },
};
