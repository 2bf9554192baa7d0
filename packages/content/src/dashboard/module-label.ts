import type { Module } from '@companion/hub-client';
import type { dashboardMessages } from './dashboard-messages';

type MessageKey = keyof (typeof dashboardMessages)['en'];

/** Modules the app knows by their route, with a catalogue label for each (longest prefix first). */
const knownModules: [prefix: string, key: MessageKey][] = [
  ['/restaurantavailability', 'moduleRestaurants'],
  ['/onboard/excursions', 'moduleOnboardActivities'],
  ['/content/overview', 'moduleShipInformation'],
  ['/musement-river', 'moduleRiverExcursions'],
  ['/games/overview', 'moduleGames'],
  ['/shoreexcursions', 'moduleShoreExcursions'],
  ['/dailyprogram', 'moduleDailyProgramme'],
  ['/scheduledprogram', 'moduleDailyProgramme'],
  ['/map/tracker', 'moduleWhereWeAre'],
  ['/photomatch', 'modulePhotos'],
  ['/shipdetail', 'moduleDeckPlans'],
  ['/my_account', 'moduleAccount'],
  ['/itinerary', 'moduleItinerary'],
  ['/musement', 'moduleToursActivities'],
  ['/channels', 'moduleLiveTv'],
  ['/problem', 'moduleProblem'],
  ['/ratings', 'moduleRatings'],
  ['/weather', 'moduleWeather'],
  ['/muster', 'moduleMuster'],
  ['/basket', 'moduleBasket'],
  ['/dining', 'moduleDining'],
  ['/vod', 'moduleFilms'],
  ['/spa', 'moduleSpa'],
];

export function knownModuleKey(module: Module): MessageKey | undefined {
  const url = module.url ? (module.url.startsWith('/') ? module.url : `/${module.url}`) : undefined;
  if (!url) return undefined;
  return knownModules.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))?.[1];
}

/**
 * The tile label in the guest's language. The hub writes `label` in its first language: in that
 * language the operator's own wording stands. In another language the hub's own translation
 * wins, then the app's catalogue label for a module it knows, and only then the hub's label.
 */
export function moduleLabel(module: Module, language: string, hubLanguage: string, catalogue: (key: MessageKey) => string): string {
  const hubTranslation = module.translations?.[language]?.trim();
  if (hubTranslation) return hubTranslation;
  if (language === hubLanguage) return module.label;
  const key = knownModuleKey(module);
  return key ? catalogue(key) : module.label;
}
