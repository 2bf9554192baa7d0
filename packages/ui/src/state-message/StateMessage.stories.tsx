import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'ui/ErrorState',
  component: ErrorState,
  args: { title: 'The programme could not be loaded.', detail: 'Please try again in a moment.', retryLabel: 'Try again', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Error: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The programme could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const ErrorWithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The programme could not be loaded.');
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const Empty: Story = {
  render: () => <EmptyState title="No items in basket." detail="Excursions you add appear here." />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No items in basket.')).toBeInTheDocument();
    await expect(canvas.getByText('Excursions you add appear here.')).toBeInTheDocument();
  },
};
