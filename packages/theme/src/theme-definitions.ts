/**
 * The named themes as data. Each is complete: the contract is filled for every theme and the
 * behavioural settings sit beside the colours so a theme is one object to read.
 */
export type ThemeSettings = {
  use12HourTime: boolean;
  dateLocale: string;
  /** Cabin finder accepts cabin numbers with this many digits. */
  cabinDigits: { min: number; max: number };
  boldText: boolean;
};

export type ThemeColours = {
  background: string;
  surface: string;
  text: string;
  mutedText: string;
  primary: string;
  onPrimary: string;
  header: string;
  onHeader: string;
  border: string;
};

export type ThemeDefinition = {
  label: string;
  colours: ThemeColours;
  fonts: { body: string; heading: string };
  buttonRadius: string;
  tileRadius: string;
  tallHeader: boolean;
  settings: ThemeSettings;
};

const sans = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const serif = 'Georgia, "Times New Roman", serif';
const defaultSettings: ThemeSettings = { use12HourTime: false, dateLocale: 'en-GB', cabinDigits: { min: 4, max: 5 }, boldText: false };

export const themeDefinitions = {
  classic: {
    label: 'Classic',
    colours: { background: '#ffffff', surface: '#f4f5f7', text: '#1d2733', mutedText: '#4f5b67', primary: '#0b4f8a', onPrimary: '#ffffff', header: '#0b4f8a', onHeader: '#ffffff', border: '#c9d1da' },
    fonts: { body: sans, heading: sans },
    buttonRadius: '4px',
    tileRadius: '6px',
    tallHeader: false,
    settings: defaultSettings,
  },
  ocean: {
    label: 'Ocean',
    colours: { background: '#f3f8fb', surface: '#ffffff', text: '#0f2a3d', mutedText: '#3e5869', primary: '#00607a', onPrimary: '#ffffff', header: '#003b4f', onHeader: '#ffffff', border: '#b8cfdb' },
    fonts: { body: sans, heading: serif },
    buttonRadius: '24px',
    tileRadius: '12px',
    tallHeader: true,
    settings: defaultSettings,
  },
  midnight: {
    label: 'Midnight',
    colours: { background: '#10151c', surface: '#1b232e', text: '#eef2f6', mutedText: '#b4c0cc', primary: '#7cc4ff', onPrimary: '#0b1520', header: '#000000', onHeader: '#ffffff', border: '#3a4654' },
    fonts: { body: sans, heading: sans },
    buttonRadius: '2px',
    tileRadius: '2px',
    tallHeader: false,
    settings: { ...defaultSettings, use12HourTime: true, dateLocale: 'en-US' },
  },
} satisfies Record<string, ThemeDefinition>;

export type ThemeName = keyof typeof themeDefinitions;
export const defaultThemeName: ThemeName = 'classic';
export const themeNames = Object.keys(themeDefinitions) as ThemeName[];
