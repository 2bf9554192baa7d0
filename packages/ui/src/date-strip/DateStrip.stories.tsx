import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DateStrip } from './DateStrip';

const fortnight = Array.from({ length: 14 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);

const meta = {
  title: 'ui/DateStrip',
  component: DateStrip,
  args: {
    dates: fortnight,
    selected: fortnight[2],
    onSelect: fn(),
    formatLabel: (date: string) => date.slice(5),
    labels: { strip: 'Cruise days', previous: 'Earlier days', next: 'Later days' },
  },
} satisfies Meta<typeof DateStrip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const OnePage: Story = { args: { dates: fortnight.slice(0, 5) } };
export const Empty: Story = { args: { dates: [], selected: undefined } };
