import type { FeatureRoute } from '@companion/shell';

const App = ['App'] as const;
const on = (route: Omit<FeatureRoute, 'devices'>): FeatureRoute => ({ ...route, devices: App });

const lists = () => import('./list/VodListScreen');
const seasons = () => import('./series/SeasonsScreen');
const player = () => import('./player/VodPlayerScreen').then((m) => ({ Component: m.VodPlayerScreen }));
const channels = () => import('./channels/ChannelsScreen').then((m) => ({ Component: m.ChannelsScreen }));
const channel = () => import('./channels/ChannelPlayerScreen').then((m) => ({ Component: m.ChannelPlayerScreen }));
const guide = () => import('./channels/TvGuideScreen').then((m) => ({ Component: m.TvGuideScreen }));
const catalogue = () => import('./catalogue/CatalogueScreens');
const redirects = () => import('./overview/RedirectScreens');

/**
 * Route fragments this package owns (media-and-guest-services.md §2.1–2.2). Video is for personal
 * devices only: kiosk and signage route tables carry none of these (§6).
 */
export const vodRoutes: readonly FeatureRoute[] = [
  on({ path: '/vod/overview', load: () => import('./overview/VodOverviewScreen').then((m) => ({ Component: m.VodOverviewScreen })) }),
  on({
    path: '/vod/overview/genre/:type',
    load: () => import('./overview/GenreListScreen').then((m) => ({ Component: m.GenreListScreen })),
  }),
  on({ path: '/vod/overview/movies', load: () => lists().then((m) => ({ Component: m.MoviesScreen })) }),
  on({ path: '/vod/overview/movies/:genreid', load: () => lists().then((m) => ({ Component: m.MoviesScreen })) }),
  on({ path: '/vod/overview/series', load: () => lists().then((m) => ({ Component: m.SeriesScreen })) }),
  on({ path: '/vod/overview/series/:genreid', load: () => lists().then((m) => ({ Component: m.SeriesScreen })) }),
  on({ path: '/vod/overview/serie/:id', load: () => seasons().then((m) => ({ Component: m.SeriesSeasonsScreen })) }),
  on({ path: '/vod/overview/serie/:serieid/:season', load: () => seasons().then((m) => ({ Component: m.SeriesSeasonsScreen })) }),
  on({ path: '/vod/overview/audios', load: () => lists().then((m) => ({ Component: m.AudiosScreen })) }),
  on({ path: '/vod/overview/audios/:genreid', load: () => lists().then((m) => ({ Component: m.AudiosScreen })) }),
  on({ path: '/vod/overview/audio/:id', load: () => seasons().then((m) => ({ Component: m.AudioSeasonsScreen })) }),
  on({ path: '/vod/overview/audio/:serieid/:season', load: () => seasons().then((m) => ({ Component: m.AudioSeasonsScreen })) }),
  on({ path: '/vod/overview/kids', load: () => import('./overview/KidsScreen').then((m) => ({ Component: m.KidsScreen })) }),
  on({ path: '/vod/overview/kids/movies', load: () => lists().then((m) => ({ Component: m.KidsMoviesScreen })) }),
  on({ path: '/vod/overview/watchlist', load: () => lists().then((m) => ({ Component: m.WatchlistScreen })) }),
  on({ path: '/vod/overview/channels', load: channels }),
  on({ path: '/vod/detail/:id', load: () => import('./detail/VodDetailScreen').then((m) => ({ Component: m.VodDetailScreen })) }),
  on({ path: '/vod/channel/:id', load: channel }),
  on({ path: '/vod/login', load: () => redirects().then((m) => ({ Component: m.VodLoginScreen })) }),
  // THEOplayer was the old player's name: the public address plays the title (docs/decisions.md).
  on({ path: '/vod/theo/:id', load: player }),
  on({ path: '/vod/tvguide', load: guide }),
  on({ path: '/vod/:id', load: player }),
  on({ path: '/channels', load: channels }),
  on({ path: '/channel/:id', load: channel }),
  on({ path: '/tvguide', load: guide }),
  on({ path: '/seanetvod', load: () => catalogue().then((m) => ({ Component: m.CatalogueGenresScreen })) }),
  on({ path: '/seanetvod/genre/:id', load: () => catalogue().then((m) => ({ Component: m.CatalogueGenreScreen })) }),
  on({ path: '/seanetvod/movie/:id', load: () => catalogue().then((m) => ({ Component: m.CatalogueMovieScreen })) }),
  on({ path: '/seanetvod/moviePlayer', load: () => catalogue().then((m) => ({ Component: m.CatalogueMoviePlayerScreen })) }),
];
