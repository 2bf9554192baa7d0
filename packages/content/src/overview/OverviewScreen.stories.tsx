import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { atPath } from '@companion/screen-harness';
import { OverviewScreen } from './OverviewScreen';

const meta = {
  title: 'content/OverviewScreen',
  component: OverviewScreen,
  decorators: [atPath('/content/overview/:id?')],
  parameters: { shell: { route: '/content/overview' } },
} satisfies Meta<typeof OverviewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const at = (route: string) => ({ shell: { route } });

/** Filled: root categories and articles as tiles. */
export const Root: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /^Dining/ })).toBeInTheDocument();
  },
};

/** One category with subcategories, articles, colours and the keyword filter. */
export const SearchableCategory: Story = { parameters: at('/content/overview/210') };

/** The keyword matches nothing: searchNoResult with a way back. */
export const SearchNoResult: Story = {
  parameters: at('/content/overview/210'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'submarine');
    await expect(canvas.getByText('Nothing matches your keyword.')).toBeInTheDocument();
  },
};

export const ListSingleColumn: Story = { parameters: at('/content/overview/300') };
export const ListDoubleColumn: Story = { parameters: at('/content/overview/220') };
export const ListSimple: Story = { parameters: at('/content/overview/211') };

/** Preview mode: unpublished items carry the hidden-preview marker. */
export const Preview: Story = {
  parameters: at('/content/overview/210?previewMode=true'),
  play: async ({ canvasElement }) => {
    await expect((await within(canvasElement).findAllByText('Hidden (preview)')).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = {
  parameters: at('/content/overview/430'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is nothing in this category yet.')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: at('/content/overview/99999'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { shell: { route: '/content/overview', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument();
  },
};

export const OnKiosk: Story = { globals: { device: 'Kiosk' } };
export const OnSignage: Story = { globals: { device: 'DigitalSignage' } };
