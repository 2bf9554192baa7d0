import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { OverviewScreen } from './OverviewScreen';
import { SIGNAGE_TILES_PER_PAGE } from './signage-pages';

const open = (device: 'App' | 'DigitalSignage') =>
  renderScreen(<OverviewScreen />, { path: '/content/overview/:id?', route: '/content/overview', device });
const tileNames = async () =>
  within(await screen.findByRole('list', { name: 'Topics and articles' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

// Issue 13: a signage content page with more than six tiles scrolled at 1920×1080.
describe('signage content pages', () => {
  it('show six tiles a page and step through the rest, where a guest device shows them all', async () => {
    const { unmount } = await open('App');
    const all = await tileNames();
    expect(all.length).toBeGreaterThan(SIGNAGE_TILES_PER_PAGE);
    expect(screen.queryByRole('navigation', { name: 'Pages of topics and articles' })).not.toBeInTheDocument();
    unmount();

    await open('DigitalSignage');
    expect(await tileNames()).toEqual(all.slice(0, SIGNAGE_TILES_PER_PAGE));
    const pager = within(screen.getByRole('navigation', { name: 'Pages of topics and articles' }));
    const pages = Math.ceil(all.length / SIGNAGE_TILES_PER_PAGE);
    expect(pager.getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    expect(pager.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await tileNames()).toEqual(all.slice(SIGNAGE_TILES_PER_PAGE, 2 * SIGNAGE_TILES_PER_PAGE));
    expect(pager.getByText(`Page 2 of ${pages}`)).toBeInTheDocument();
    await userEvent.click(pager.getByRole('button', { name: 'Previous' }));
    expect(await tileNames()).toEqual(all.slice(0, SIGNAGE_TILES_PER_PAGE));
  });
});
