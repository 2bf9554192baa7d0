import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { DateStrip } from './DateStrip';

const fortnight = Array.from({ length: 14 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);

const meta = {
  title: 'ui/DateStrip',
  component: DateStrip,
  args: {
    dates: fortnight,
    selected: fortnight[2],
    onSelect: fn(),
    locale: 'en-GB',
    labels: { strip: 'Cruise days', previous: 'Earlier days', next: 'Later days' },
  },
} satisfies Meta<typeof DateStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Thu 12/11/2026' })).toHaveAttribute('aria-pressed', 'true');
  },
};
/** Today (underlined, the current date to screen readers) and another day chosen. */
export const TodayAndChosen: Story = {
  args: { today: fortnight[0] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { current: 'date' })).toHaveAccessibleName('Tue 10/11/2026');
    await expect(canvas.getByRole('button', { pressed: true })).toHaveAccessibleName('Thu 12/11/2026');
  },
};
/** A phone's width: every date stays whole (issue 13 cut "24/11/202" at 390 px). */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ width: 390 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const day = within(canvasElement).getByRole('button', { name: 'Thu 12/11/2026' });
    await expect(day).toHaveTextContent(/12\/11/);
    await expect(day.scrollWidth).toBeLessThanOrEqual(day.clientWidth);
  },
};
export const German: Story = {
  args: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /12\.11\.2026/ })).toHaveAttribute('aria-pressed', 'true');
  },
};
/** Five days fit one page: no paging. */
export const OnePage: Story = {
  args: { dates: fortnight.slice(0, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /\/11\/2026$/ })).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Later days' })).toHaveAttribute('aria-disabled', 'true');
  },
};
/** Empty: no days, nothing to choose, paging disabled. */
export const Empty: Story = {
  args: { dates: [], selected: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryAllByRole('button', { name: /2026/ })).toHaveLength(0);
    await expect(canvas.getByRole('button', { name: 'Earlier days' })).toHaveAttribute('aria-disabled', 'true');
  },
};
