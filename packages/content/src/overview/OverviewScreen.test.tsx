import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failingCall } from '@companion/hub-sim';
import { renderScreen } from '../test/render-screen';
import { visuallyHidden } from '@companion/ui';
import * as styles from '../shared/content.css';
import { OverviewScreen } from './OverviewScreen';

const path = '/content/overview/:id?';
const open = (route: string, options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(<OverviewScreen />, { path, route, ...options });
const tiles = async () => within(await screen.findByRole('list', { name: 'Topics and articles' }));

describe('OverviewScreen', () => {
  it('shows the root categories and articles, without unpublished ones', async () => {
    await open('/content/overview');
    const grid = await tiles();
    expect(grid.getByRole('link', { name: /^Dining/ })).toHaveAttribute('href', '/content/overview/200');
    expect(grid.getByRole('link', { name: 'Welcome from the Captain' })).toHaveAttribute('href', '/content/detail/1001');
    expect(grid.queryByText('Winter Season Preview')).not.toBeInTheDocument();
  });

  it('shows one category with its subcategories and articles as tiles', async () => {
    await open('/content/overview/210');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurants' })).toBeInTheDocument();
    const grid = await tiles();
    expect(grid.getByRole('link', { name: 'Speciality Dining' })).toHaveAttribute('href', '/content/overview/211');
    expect(grid.getByRole('link', { name: /^The Grand Atrium Restaurant/ })).toHaveAttribute('href', '/content/detail/2001');
    expect(grid.queryByText("Chef's Table (coming soon)")).not.toBeInTheDocument();
  });

  it('in preview mode shows unpublished items with a hidden-preview marker and keeps the flag on links', async () => {
    await open('/content/overview/210?previewMode=true');
    const grid = await tiles();
    const draft = grid.getByRole('link', { name: /Chef's Table/ });
    expect(draft).toHaveAttribute('href', '/content/overview/212?previewMode=true');
    expect(within(draft).getByText('Hidden (preview)')).toHaveAttribute('data-preview-hidden', 'true');
    expect(grid.getByRole('link', { name: /Tasting Menu/ })).toBeInTheDocument();
    expect(within(grid.getByRole('link', { name: /Grand Atrium/ })).queryByText('Hidden (preview)')).not.toBeInTheDocument();
  });

  it('passes preview mode to the root calls too', async () => {
    await open('/content/overview?previewMode=true');
    expect((await tiles()).getByRole('link', { name: /Winter Season Preview/ })).toBeInTheDocument();
  });

  it('filters a searchable category by keyword, says when nothing matches, and clears', async () => {
    const user = userEvent.setup();
    await open('/content/overview/210');
    const field = await screen.findByRole('searchbox', { name: 'Filter by keyword' });
    await user.type(field, 'atrium');
    expect((await tiles()).getAllByRole('link')).toHaveLength(1);
    await user.type(field, ' zzz');
    expect(screen.getByText('Nothing matches your keyword.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Topics and articles' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filter' }));
    expect(field).toHaveValue('');
    expect((await tiles()).getByRole('link', { name: 'Speciality Dining' })).toBeInTheDocument();
  });

  it('offers no keyword filter when the category is not searchable', async () => {
    await open('/content/overview/100');
    await tiles();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  // Each list shows its articles' descriptions as HTML: an element of the editor's markup, not just its text.
  it.each([
    ['LayoutSingleColumn', '300', 'Medical Centre', 'strong', '999', false],
    ['LayoutDoubleColumn', '220', 'Skyline Bar', 'p', 'Sunset cocktails with a view over the bow.', true],
    ['LayoutSimple', '211', 'Sakura Teppanyaki', 'a[href="https://www.example.com/menus/sakura"]', 'See the menu', false],
  ])('renders a %s category as a list of titles with HTML descriptions', async (layout, id, title, selector, text, doubleColumn) => {
    const { container } = await open(`/content/overview/${id}`);
    const link = await screen.findByRole('link', { name: title });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/content\/detail\//));
    const list = container.querySelector(`[data-layout="${layout}"]`);
    const item = link.closest('li')!;
    expect(list).toContainElement(item);
    expect(item.querySelector(`.${styles.richText} ${selector}`)).toHaveTextContent(text);
    if (doubleColumn) expect(list).toHaveClass(styles.doubleColumn);
    else expect(list).not.toHaveClass(styles.doubleColumn);
    expect(screen.queryByRole('list', { name: 'Topics and articles' })).not.toBeInTheDocument();
  });

  it('shows an unpublished article of a list only in preview mode, with the hidden-preview marker', async () => {
    await open('/content/overview/300');
    await screen.findByRole('link', { name: 'Medical Centre' });
    expect(screen.queryByText('Tender Boat Guide (draft)')).not.toBeInTheDocument();
    expect(screen.queryByText('Hidden (preview)')).not.toBeInTheDocument();
  });

  it('marks the unpublished article of a list in preview mode, and only that one', async () => {
    await open('/content/overview/300?previewMode=true');
    const draft = await screen.findByRole('link', { name: 'Tender Boat Guide (draft)' });
    expect(draft).toHaveAttribute('href', '/content/detail/3003?previewMode=true');
    expect(within(draft.closest('li')!).getByText('Hidden (preview)')).toHaveAttribute('data-preview-hidden', 'true');
    const published = screen.getByRole('link', { name: 'Medical Centre' }).closest('li')!;
    expect(within(published).queryByText('Hidden (preview)')).not.toBeInTheDocument();
  });

  it('asks for the articles of a list category with descriptions and the preview flag', async () => {
    const calls: URL[] = [];
    await open('/content/overview/300?previewMode=true', { onRequest: (url) => calls.push(url) });
    await screen.findByRole('link', { name: 'Tender Boat Guide (draft)' });
    const articlesCall = calls.find((url) => url.pathname.endsWith('/cms/articles/findByCategoryId/300'));
    expect(articlesCall?.searchParams.get('withDescriptions')).toBe('true');
    expect(articlesCall?.searchParams.get('previewMode')).toBe('true');
  });

  it('opens an article that links out from a list in a new window, saying so', async () => {
    await open('/content/overview/220');
    const link = await screen.findByRole('link', { name: 'Cocktail Menu (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/aurora-cruises/cocktails');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens an article tile with an externalRedirectURL at that address in a new window', async () => {
    await open('/content/overview/420');
    const link = (await tiles()).getByRole('link', { name: "The Band's Playlist (opens in a new window)" });
    expect(link).toHaveAttribute('href', 'https://www.example.com/aurora-cruises/playlist');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a category with an external address in a new window, safely', async () => {
    await open('/content/overview');
    const link = (await tiles()).getByRole('link', { name: 'Cruise Line Website (opens in a new window)' });
    expect(link).toHaveAttribute('href', 'https://www.example.com/aurora-cruises');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('does not promise a new window on a kiosk, where an outside link opens the "Open on your phone" dialog', async () => {
    await open('/content/overview', { device: 'Kiosk' });
    expect((await tiles()).getByRole('link', { name: 'Cruise Line Website' })).toHaveAttribute(
      'href',
      'https://www.example.com/aurora-cruises',
    );
  });

  it("uses the category's colours on its tile", async () => {
    await open('/content/overview/200');
    const link = (await tiles()).getByRole('link', { name: 'Restaurants' });
    expect(link).toHaveStyle({ color: 'rgb(255, 255, 255)', backgroundColor: 'rgb(0, 96, 122)' });
  });

  it('hides the title when the category says not to show it', async () => {
    await open('/content/overview/220');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bars & Lounges' })).toHaveClass(visuallyHidden);
  });

  it('tags book-now items on the guest app but not on a kiosk', async () => {
    await open('/content/overview');
    expect(within((await tiles()).getByRole('link', { name: /Dining/ })).getByText('Book now')).toBeInTheDocument();
  });

  it('shows no book-now tags on a kiosk', async () => {
    await open('/content/overview', { device: 'Kiosk' });
    expect(within((await tiles()).getByRole('link', { name: /Dining/ })).queryByText('Book now')).not.toBeInTheDocument();
  });

  it('says so when a category is empty', async () => {
    await open('/content/overview/430');
    expect(await screen.findByText('There is nothing in this category yet.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the category cannot be loaded', async () => {
    await open('/content/overview/210', { overrides: [failingCall('get', '*/cms/categories/findById/:id')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says a category the hub no longer has is no longer here', async () => {
    await open('/content/overview/99999');
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
  });
});
