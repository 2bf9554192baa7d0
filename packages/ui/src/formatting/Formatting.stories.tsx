import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DateText } from './DateText';
import { Price } from './Price';
import { TimeText } from './TimeText';

function Samples({ locale, currency, use12HourTime, time }: { locale: string; currency: string; use12HourTime: boolean; time: string }) {
  return (
    <dl>
      <dt>Price</dt>
      <dd>
        <Price amount={89.5} locale={locale} currency={currency} />
      </dd>
      <dt>Date</dt>
      <dd>
        <DateText value="2026-11-22" locale={locale} />
      </dd>
      <dt>Time</dt>
      <dd>
        <TimeText value={time} use12HourTime={use12HourTime} />
      </dd>
    </dl>
  );
}

const meta = {
  title: 'ui/Formatting',
  component: Samples,
  args: { locale: 'en-GB', currency: 'GBP', use12HourTime: false, time: '18:30' },
} satisfies Meta<typeof Samples>;
export default meta;
type Story = StoryObj<typeof meta>;

export const British: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('£89.50')).toBeInTheDocument();
    await expect(canvas.getByText('22/11/2026')).toBeInTheDocument();
    await expect(canvas.getByText('18:30')).toBeInTheDocument();
  },
};
/** A German guest on a ship that charges pounds: the amount is written the German way, in pounds. */
export const German: Story = {
  args: { locale: 'de-DE', currency: 'GBP' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('89,50 £')).toBeInTheDocument();
    await expect(canvas.getByText('22.11.2026')).toBeInTheDocument();
  },
};
export const GermanEuro: Story = {
  args: { locale: 'de-DE', currency: 'EUR' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('89,50 €')).toBeInTheDocument();
  },
};
export const American12Hour: Story = {
  args: { locale: 'en-US', currency: 'USD', use12HourTime: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('$89.50')).toBeInTheDocument();
    await expect(canvas.getByText(/6:30\sPM/i)).toBeInTheDocument();
  },
};
/** Empty: a "Late" time shows nothing rather than a wrong time. */
export const LateTime: Story = {
  args: { time: 'Late' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Time').nextElementSibling).toBeEmptyDOMElement();
    await expect(within(canvasElement).getByText('£89.50')).toBeInTheDocument();
  },
};
