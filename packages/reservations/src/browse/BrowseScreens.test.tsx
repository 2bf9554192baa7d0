import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { answeringCall, demoActivities, demoRestaurants, demoSpaTreatments, failingCall } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { clearHubDataCache } from '@companion/shell';
import { renderReservationsScreen } from '../test/render-reservations-screen';
import { ActivityOverviewScreen } from './ActivityOverviewScreen';
import { ActivityCategoryScreen, SpaCategoryScreen } from './CategoryScreen';
import { DiningScreen } from './DiningScreen';
import { SpaOverviewScreen } from './SpaOverviewScreen';

afterEach(() => {
  clearAuthentication();
  // The lists are cached for the session; each test starts from its own hub.
  clearHubDataCache();
});

describe('activities', () => {
  it('lists the categories and every activity, each linking to its detail', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, { entry: '/activity/overview' });
    const categories = await screen.findByRole('list', { name: 'Activity categories' });
    expect(within(categories).getByRole('link', { name: 'Food & Wine' })).toHaveAttribute('href', '/activity/category/act-cat-2');
    const all = screen.getByRole('list', { name: 'All activities' });
    expect(within(all).getAllByRole('article')).toHaveLength(demoActivities.length);
    expect(within(all).getByRole('link', { name: 'Bridge Tour' })).toHaveAttribute('href', '/activity/detail/activity-31');
  });

  it('titles each activity a level under its list’s "All activities" heading', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, { entry: '/activity/overview' });
    expect(await screen.findByRole('heading', { level: 2, name: 'All activities' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bridge Tour' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Bridge Tour' })).not.toBeInTheDocument();
  });

  it('prices in the hub currency with two decimals and says how long', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, { entry: '/activity/overview' });
    const card = await screen.findByRole('article', { name: 'Pasta Making Class' });
    expect(within(card).getByText('£45.00')).toBeInTheDocument();
    expect(within(card).getByText('1 h 30 min')).toBeInTheDocument();
  });

  it('says Included where the hub sends no price', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, { entry: '/activity/overview' });
    const card = await screen.findByRole('article', { name: 'Sunrise Yoga on Deck' });
    expect(within(card).getByText('Included')).toBeInTheDocument();
  });

  it('prices in the currency the hub sets', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, {
      entry: '/activity/overview',
      patchConfig: (config) => ({ ...config, hub: { ...config.hub, currency: 'EUR' } }),
    });
    const card = await screen.findByRole('article', { name: 'Spin Class' });
    expect(within(card).getByText('€12.00')).toBeInTheDocument();
  });

  it('says there are no activities', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, {
      entry: '/activity/overview',
      overrides: [answeringCall('get', '*/activitycategory', []), answeringCall('get', '*/activity', [])],
    });
    expect(await screen.findByText('There are no activities at the moment.')).toBeInTheDocument();
  });

  it('offers Try again when the hub fails', async () => {
    await renderReservationsScreen('/activity/overview', () => <ActivityOverviewScreen />, {
      entry: '/activity/overview',
      overrides: [failingCall('get', '*/activity')],
    });
    expect(await screen.findByText('The activities could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows a category with its title and only its activities', async () => {
    await renderReservationsScreen('/activity/category/:id', () => <ActivityCategoryScreen />, { entry: '/activity/category/act-cat-3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Behind the Scenes' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});

describe('dining', () => {
  it('lists the eight restaurants', async () => {
    await renderReservationsScreen('/dining', () => <DiningScreen />, { entry: '/dining' });
    const list = await screen.findByRole('list', { name: 'Restaurants' });
    expect(within(list).getAllByRole('article')).toHaveLength(demoRestaurants.length);
    expect(within(list).getByRole('link', { name: 'Sakura Teppanyaki' })).toHaveAttribute('href', '/dining/detail/dining-1');
    expect(screen.getByRole('heading', { level: 2, name: 'Sakura Teppanyaki' })).toBeInTheDocument();
  });

  it('says there are no restaurants', async () => {
    await renderReservationsScreen('/dining', () => <DiningScreen />, {
      entry: '/dining',
      overrides: [answeringCall('get', '*/dining', [])],
    });
    expect(await screen.findByText('There are no restaurants at the moment.')).toBeInTheDocument();
  });
});

describe('spa', () => {
  it('lists the spa categories', async () => {
    await renderReservationsScreen('/spa/overview', () => <SpaOverviewScreen />, { entry: '/spa/overview' });
    const list = await screen.findByRole('list', { name: 'Spa categories' });
    expect(within(list).getByRole('link', { name: 'Massages' })).toHaveAttribute('href', '/spa/category/spa-cat-1');
    expect(within(list).getAllByRole('article')).toHaveLength(4);
  });

  it('lists the treatments of a category with price and duration', async () => {
    await renderReservationsScreen('/spa/category/:id', () => <SpaCategoryScreen />, { entry: '/spa/category/spa-cat-1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Massages' })).toBeInTheDocument();
    const stone = screen.getByRole('article', { name: 'Hot Stone Massage' });
    expect(within(stone).getByText('£129.00')).toBeInTheDocument();
    expect(within(stone).getByText('1 h 15 min')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(demoSpaTreatments.filter((item) => item.categoryId === 'spa-cat-1').length);
  });

  it('says there are no spa items, for the category list and a category', async () => {
    await renderReservationsScreen('/spa/overview', () => <SpaOverviewScreen />, {
      entry: '/spa/overview',
      overrides: [answeringCall('get', '*/spacategory', [])],
    });
    expect(await screen.findByText('There are no spa treatments at the moment.')).toBeInTheDocument();
  });

  it('says there are no spa items in an empty category', async () => {
    await renderReservationsScreen('/spa/category/:id', () => <SpaCategoryScreen />, { entry: '/spa/category/spa-cat-9' });
    expect(await screen.findByText('There are no spa treatments at the moment.')).toBeInTheDocument();
  });
});
