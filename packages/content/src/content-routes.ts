import type { FeatureRoute } from '@companion/shell';

const overview = () => import('./overview/OverviewScreen').then((m) => ({ Component: m.OverviewScreen }));
const redirect = () => import('./redirect/HashtagRedirect').then((m) => ({ Component: m.HashtagRedirect }));

/** Routes the content package owns (DESIGN.md §2); the catch-all 404 is last. */
export const contentRoutes: readonly FeatureRoute[] = [
  {
    path: '/',
    load: () => import('./dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })),
    earlyPicture: () => import('./dashboard/early-picture'),
  },
  {
    path: '/content/overview',
    load: overview,
    earlyReads: ['cms/categories/findByRoot/', 'cms/content/articles/findByRoot/'],
    earlyPicture: () => import('./overview/early-picture'),
  },
  { path: '/content/overview/:id', load: overview, earlyReads: ['cms/categories/findById/:id?previewMode=false'] },
  {
    path: '/content/detail/:id',
    load: () => import('./detail/DetailScreen').then((m) => ({ Component: m.DetailScreen })),
    earlyReads: [
      'cms/articles/:id?previewMode=false',
      'blobs/images/:id',
      'blobs/pdfs/:id?previewMode=false',
      'blobs/audios/:id?previewMode=false',
      'blobs/videos/:id?previewMode=false',
    ],
    earlyPicture: () => import('./detail/early-picture'),
  },
  { path: '/hashtag/:hashtag', load: redirect },
  // One segment is an old app address when qr-path.ts knows it (channels, tvguide…), else a hashtag.
  { path: '/QR/:hash', load: () => import('./redirect/QrPathRedirect').then((m) => ({ Component: m.QrHashRedirect })) },
  // More than one segment after /QR/ is an old app address (redirect/qr-path.ts), not a hashtag.
  { path: '/QR/*', load: () => import('./redirect/QrPathRedirect').then((m) => ({ Component: m.QrPathRedirect })) },
  { path: '/games/overview', load: () => import('./games/GamesOverviewScreen').then((m) => ({ Component: m.GamesOverviewScreen })) },
  { path: '*', load: () => import('./not-found/NotFoundScreen').then((m) => ({ Component: m.NotFoundScreen })) },
];
