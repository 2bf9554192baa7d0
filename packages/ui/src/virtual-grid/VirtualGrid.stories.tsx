import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VirtualGrid } from './VirtualGrid';

type Film = { id: number; title: string };

function FilmGrid({ count, paged }: { count: number; paged?: boolean }) {
  const films: Film[] = Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Film ${index + 1}` }));
  return (
    <VirtualGrid
      items={films}
      itemKey={(film) => film.id}
      label="Films"
      minItemWidth={160}
      itemHeight={(width, fontSize) => width * 1.5 + fontSize * 2.5}
      renderItem={(film, gridProps) => (
        <a href={`#film-${film.id}`} style={{ display: 'block', height: '100%', border: '1px solid', padding: 8 }} {...gridProps}>
          {film.title}
        </a>
      )}
      {...(paged ? { onEndReached: () => {}, finished: false } : {})}
    />
  );
}

const meta = { title: 'ui/VirtualGrid', component: FilmGrid, args: { count: 8 } } satisfies Meta<typeof FilmGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The grid as a screen reader meets it: one region named once, a list inside with an item per
 * film, each saying its place in the whole. (Without a layout, as in the story tests' jsdom, no
 * rows are on screen: what is rendered is checked.)
 */
async function expectListOf(canvasElement: HTMLElement, setSize: string) {
  const region = within(canvasElement).getByRole('region', { name: 'Films' });
  const list = within(region).getByRole('list');
  await expect(list).not.toHaveAccessibleName();
  for (const item of within(list).queryAllByRole('listitem')) {
    await expect(item).toHaveAttribute('aria-setsize', setSize);
    await expect(within(item).getAllByRole('link')).toHaveLength(1);
  }
}

/** Eight films, all loaded: "list, 8 items", each film its own item. */
export const Filled: Story = {
  play: async ({ canvasElement }) => expectListOf(canvasElement, '8'),
};
/** 10,000 films: only the rows on screen are rendered, each item still knows the whole. */
export const Long: Story = {
  args: { count: 10_000 },
  play: async ({ canvasElement }) => expectListOf(canvasElement, '10000'),
};
/** A list fetched page by page: its size is unknown (-1) until the last page has come. */
export const Paged: Story = {
  args: { count: 100, paged: true },
  play: async ({ canvasElement }) => expectListOf(canvasElement, '-1'),
};
/** No films: an empty list (screens show their empty message instead). */
export const Empty: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(within(canvasElement).getByRole('region', { name: 'Films' })).queryAllByRole('listitem')).toHaveLength(0);
  },
};
