import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
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
export const SearchableCategory: Story = {
  parameters: at('/content/overview/210'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Speciality Dining' })).toHaveAttribute('href', '/content/overview/211');
    await expect(canvas.getByRole('searchbox', { name: 'Filter by keyword' })).toBeInTheDocument();
  },
};

/** The keyword matches nothing: searchNoResult with a way back. */
export const SearchNoResult: Story = {
  parameters: at('/content/overview/210'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('searchbox'), 'submarine');
    await expect(canvas.getByText('Nothing matches your keyword.')).toBeInTheDocument();
  },
};

/** At a kiosk: the keyword typed on the keyboard docked at the screen's foot, Done puts it away. */
export const SearchOnKiosk: Story = {
  globals: { device: 'Kiosk' },
  parameters: at('/content/overview/210'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('searchbox', { name: 'Filter by keyword' }));
    const keyboard = within(await canvas.findByRole('group', { name: 'On-screen keyboard' }));
    for (const letter of ['s', 'u', 'b']) await userEvent.click(keyboard.getByRole('button', { name: letter }));
    await expect(canvas.getByRole('searchbox', { name: 'Filter by keyword' })).toHaveValue('sub');
    await expect(canvas.getByText('Nothing matches your keyword.')).toBeInTheDocument();
    await userEvent.click(keyboard.getByRole('button', { name: 'Done' }));
    await expect(canvas.queryByRole('group', { name: 'On-screen keyboard' })).not.toBeInTheDocument();
  },
};

/** A list category: titles with the editor's HTML descriptions. */
const list = (id: number, title: string): Story => ({
  parameters: at(`/content/overview/${id}`),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: title })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/content\/detail\//),
    );
  },
});
export const ListSingleColumn: Story = list(300, 'Medical Centre');
export const ListDoubleColumn: Story = list(220, 'Skyline Bar');
export const ListSimple: Story = list(211, 'Sakura Teppanyaki');

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
  parameters: { shell: { route: '/content/overview/210', overrides: [failingCall('get', '*/cms/categories/findById/:id')] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This content could not be loaded.');
  },
};

/** A category the hub no longer has (an old link): gone, with the way home. */
export const Gone: Story = {
  parameters: at('/content/overview/99999'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This page is no longer here.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { shell: { route: '/content/overview', silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading content');
  },
};

const hasRootTiles: Story['play'] = async ({ canvasElement }) => {
  const tiles = within(await within(canvasElement).findByRole('list', { name: 'Topics and articles' }));
  await expect(tiles.getByRole('link', { name: 'Welcome from the Captain' })).toHaveAttribute('href', '/content/detail/1001');
};
export const OnKiosk: Story = { globals: { device: 'Kiosk' }, play: hasRootTiles };
/** Signage: six tiles a screen, with Previous and Next for the rest. */
export const OnSignage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async (context) => {
    await hasRootTiles(context);
    const pager = within(within(context.canvasElement).getByRole('navigation', { name: 'Pages of topics and articles' }));
    await expect(pager.getByText(/^Page 1 of \d+$/)).toBeInTheDocument();
  },
};
