/**
 * What a theme changes besides its looks (time format, date locale, cabin number digits, bold
 * text), apart from the colours: pages read these at run time, while the colours become CSS at
 * build time, so the app's first download carries these and not the colour tables
 * (docs/performance.md). Every theme has an entry here and one in theme-definitions.ts.
 */
export type ThemeSettings = {
  use12HourTime: boolean;
  dateLocale: string;
  /**
   * The cabin finder's Search needs more digits than `moreThan` and fewer than `lessThan`: the
   * spec's theme minimum and maximum, exclusive (media-and-guest-services.md §9).
   */
  cabinDigits: { moreThan: number; lessThan: number };
  boldText: boolean;
};

const defaultSettings: ThemeSettings = {
  use12HourTime: false,
  dateLocale: 'en-GB',
  cabinDigits: { moreThan: 3, lessThan: 6 },
  boldText: false,
};

export const themeSettings = {
  classic: defaultSettings,
  ocean: defaultSettings,
  midnight: { ...defaultSettings, use12HourTime: true, dateLocale: 'en-US' },
  coral: defaultSettings,
  sand: defaultSettings,
  forest: defaultSettings,
  aurora: defaultSettings,
  harbour: defaultSettings,
  lagoon: defaultSettings,
  nordic: defaultSettings,
  riviera: defaultSettings,
  sunset: defaultSettings,
  arctic: defaultSettings,
  baltic: { ...defaultSettings, dateLocale: 'de-DE' },
  danube: { ...defaultSettings, dateLocale: 'de-DE', cabinDigits: { moreThan: 2, lessThan: 4 } },
  rhine: { ...defaultSettings, dateLocale: 'de-DE', cabinDigits: { moreThan: 2, lessThan: 4 } },
  safari: defaultSettings,
  alpine: { ...defaultSettings, dateLocale: 'de-DE' },
  caribbean: { ...defaultSettings, use12HourTime: true, dateLocale: 'en-US' },
  skyline: { ...defaultSettings, use12HourTime: true, dateLocale: 'en-US' },
  contrast: { ...defaultSettings, boldText: true },
} satisfies Record<string, ThemeSettings>;

export type ThemeName = keyof typeof themeSettings;
export const defaultThemeName: ThemeName = 'classic';
export const themeNames = Object.keys(themeSettings) as ThemeName[];
