/**
 * The named themes as data. Each is complete: the contract is filled for every theme and the
 * behavioural settings sit beside the colours so a theme is one object to read.
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
const defaultSettings: ThemeSettings = {
  use12HourTime: false,
  dateLocale: 'en-GB',
  cabinDigits: { moreThan: 3, lessThan: 6 },
  boldText: false,
};

export const themeDefinitions = {
  classic: {
    label: 'Classic',
    colours: {
      background: '#ffffff',
      surface: '#f4f5f7',
      text: '#1d2733',
      mutedText: '#4f5b67',
      primary: '#0b4f8a',
      onPrimary: '#ffffff',
      header: '#0b4f8a',
      onHeader: '#ffffff',
      border: '#c9d1da',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '4px',
    tileRadius: '6px',
    tallHeader: false,
    settings: defaultSettings,
  },
  ocean: {
    label: 'Ocean',
    colours: {
      background: '#f3f8fb',
      surface: '#ffffff',
      text: '#0f2a3d',
      mutedText: '#3e5869',
      primary: '#00607a',
      onPrimary: '#ffffff',
      header: '#003b4f',
      onHeader: '#ffffff',
      border: '#b8cfdb',
    },
    fonts: { body: sans, heading: serif },
    buttonRadius: '24px',
    tileRadius: '12px',
    tallHeader: true,
    settings: defaultSettings,
  },
  midnight: {
    label: 'Midnight',
    colours: {
      background: '#10151c',
      surface: '#1b232e',
      text: '#eef2f6',
      mutedText: '#b4c0cc',
      primary: '#7cc4ff',
      onPrimary: '#0b1520',
      header: '#000000',
      onHeader: '#ffffff',
      border: '#3a4654',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '2px',
    tileRadius: '2px',
    tallHeader: false,
    settings: { ...defaultSettings, use12HourTime: true, dateLocale: 'en-US' },
  },
  coral: {
    label: 'Coral',
    colours: {
      background: '#fff8f5',
      surface: '#ffffff',
      text: '#3b1f1a',
      mutedText: '#6b4a43',
      primary: '#a33a22',
      onPrimary: '#ffffff',
      header: '#7a2a18',
      onHeader: '#ffffff',
      border: '#e8cfc7',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '8px',
    tileRadius: '10px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  sand: {
    label: 'Sand',
    colours: {
      background: '#fbf7ef',
      surface: '#ffffff',
      text: '#3a3122',
      mutedText: '#655a46',
      primary: '#7a5a12',
      onPrimary: '#ffffff',
      header: '#4f3b0c',
      onHeader: '#ffffff',
      border: '#e2d6bd',
    },
    fonts: { body: serif, heading: serif },
    buttonRadius: '4px',
    tileRadius: '4px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  forest: {
    label: 'Forest',
    colours: {
      background: '#f3f7f3',
      surface: '#ffffff',
      text: '#15291c',
      mutedText: '#44594b',
      primary: '#1f5f38',
      onPrimary: '#ffffff',
      header: '#143d25',
      onHeader: '#ffffff',
      border: '#bfd3c4',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '6px',
    tileRadius: '8px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  aurora: {
    label: 'Aurora',
    colours: {
      background: '#f6f4fb',
      surface: '#ffffff',
      text: '#221c36',
      mutedText: '#514a66',
      primary: '#5a3fa0',
      onPrimary: '#ffffff',
      header: '#2e2160',
      onHeader: '#ffffff',
      border: '#d3cce6',
    },
    fonts: { body: sans, heading: serif },
    buttonRadius: '20px',
    tileRadius: '14px',
    tallHeader: true,
    settings: { ...defaultSettings, ...{} },
  },
  harbour: {
    label: 'Harbour',
    colours: {
      background: '#f2f4f6',
      surface: '#ffffff',
      text: '#1b2430',
      mutedText: '#4b5563',
      primary: '#2c4a6b',
      onPrimary: '#ffffff',
      header: '#1b2f45',
      onHeader: '#ffffff',
      border: '#c5cdd6',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '0px',
    tileRadius: '0px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  lagoon: {
    label: 'Lagoon',
    colours: {
      background: '#f0faf9',
      surface: '#ffffff',
      text: '#0f2e2c',
      mutedText: '#3c5d5a',
      primary: '#00695c',
      onPrimary: '#ffffff',
      header: '#004d43',
      onHeader: '#ffffff',
      border: '#b7dcd7',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '16px',
    tileRadius: '16px',
    tallHeader: true,
    settings: { ...defaultSettings, ...{} },
  },
  nordic: {
    label: 'Nordic',
    colours: {
      background: '#f7f8fa',
      surface: '#ffffff',
      text: '#1c2128',
      mutedText: '#4d5560',
      primary: '#3b5b7a',
      onPrimary: '#ffffff',
      header: '#26394d',
      onHeader: '#ffffff',
      border: '#d0d6dd',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '2px',
    tileRadius: '2px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{ cabinDigits: { moreThan: 2, lessThan: 5 } } },
  },
  riviera: {
    label: 'Riviera',
    colours: {
      background: '#fffdf8',
      surface: '#ffffff',
      text: '#22201b',
      mutedText: '#5a554b',
      primary: '#0d5c8c',
      onPrimary: '#ffffff',
      header: '#0a3f61',
      onHeader: '#ffffff',
      border: '#e5ddc9',
    },
    fonts: { body: serif, heading: serif },
    buttonRadius: '24px',
    tileRadius: '12px',
    tallHeader: true,
    settings: { ...defaultSettings, ...{} },
  },
  sunset: {
    label: 'Sunset',
    colours: {
      background: '#fff7f0',
      surface: '#ffffff',
      text: '#2f1d12',
      mutedText: '#64493a',
      primary: '#b0460a',
      onPrimary: '#ffffff',
      header: '#6e2b06',
      onHeader: '#ffffff',
      border: '#eed2bd',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '10px',
    tileRadius: '10px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  arctic: {
    label: 'Arctic',
    colours: {
      background: '#f5fbff',
      surface: '#ffffff',
      text: '#102535',
      mutedText: '#405769',
      primary: '#17608f',
      onPrimary: '#ffffff',
      header: '#0e3d5c',
      onHeader: '#ffffff',
      border: '#c3dbea',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '4px',
    tileRadius: '6px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  baltic: {
    label: 'Baltic',
    colours: {
      background: '#f4f6f8',
      surface: '#ffffff',
      text: '#18202a',
      mutedText: '#47515d',
      primary: '#334e68',
      onPrimary: '#ffffff',
      header: '#102a43',
      onHeader: '#ffffff',
      border: '#cbd2d9',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '4px',
    tileRadius: '4px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{ dateLocale: 'de-DE' } },
  },
  danube: {
    label: 'Danube',
    colours: {
      background: '#f5f7fb',
      surface: '#ffffff',
      text: '#1a2233',
      mutedText: '#4a5366',
      primary: '#1d4ed8',
      onPrimary: '#ffffff',
      header: '#1e3a8a',
      onHeader: '#ffffff',
      border: '#c7d2fe',
    },
    fonts: { body: sans, heading: serif },
    buttonRadius: '6px',
    tileRadius: '6px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{ dateLocale: 'de-DE', cabinDigits: { moreThan: 2, lessThan: 4 } } },
  },
  rhine: {
    label: 'Rhine',
    colours: {
      background: '#f8f6f4',
      surface: '#ffffff',
      text: '#2a211b',
      mutedText: '#5b5048',
      primary: '#7c2d12',
      onPrimary: '#ffffff',
      header: '#431407',
      onHeader: '#ffffff',
      border: '#e0d5cc',
    },
    fonts: { body: serif, heading: serif },
    buttonRadius: '4px',
    tileRadius: '4px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{ dateLocale: 'de-DE', cabinDigits: { moreThan: 2, lessThan: 4 } } },
  },
  safari: {
    label: 'Safari',
    colours: {
      background: '#faf6ee',
      surface: '#ffffff',
      text: '#2b2416',
      mutedText: '#5e533e',
      primary: '#6b4f12',
      onPrimary: '#ffffff',
      header: '#3d2e0b',
      onHeader: '#ffffff',
      border: '#e3d8c0',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '12px',
    tileRadius: '12px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{} },
  },
  alpine: {
    label: 'Alpine',
    colours: {
      background: '#f6f8f6',
      surface: '#ffffff',
      text: '#1d2620',
      mutedText: '#4d5a51',
      primary: '#2f5d50',
      onPrimary: '#ffffff',
      header: '#1b3a31',
      onHeader: '#ffffff',
      border: '#cdd8d1',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '6px',
    tileRadius: '6px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{ dateLocale: 'de-DE' } },
  },
  caribbean: {
    label: 'Caribbean',
    colours: {
      background: '#f2fbfb',
      surface: '#ffffff',
      text: '#0e2a2e',
      mutedText: '#3d5c60',
      primary: '#00606b',
      onPrimary: '#ffffff',
      header: '#003e45',
      onHeader: '#ffffff',
      border: '#b9dfe2',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '28px',
    tileRadius: '18px',
    tallHeader: true,
    settings: { ...defaultSettings, ...{ use12HourTime: true, dateLocale: 'en-US' } },
  },
  skyline: {
    label: 'Skyline',
    colours: {
      background: '#f5f6fa',
      surface: '#ffffff',
      text: '#1c1f2b',
      mutedText: '#4a4f63',
      primary: '#3730a3',
      onPrimary: '#ffffff',
      header: '#1e1b4b',
      onHeader: '#ffffff',
      border: '#d1d5e8',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '8px',
    tileRadius: '8px',
    tallHeader: false,
    settings: { ...defaultSettings, ...{ use12HourTime: true, dateLocale: 'en-US' } },
  },
  contrast: {
    label: 'High contrast',
    colours: {
      background: '#ffffff',
      surface: '#ffffff',
      text: '#000000',
      mutedText: '#1a1a1a',
      primary: '#000000',
      onPrimary: '#ffffff',
      header: '#000000',
      onHeader: '#ffffff',
      border: '#000000',
    },
    fonts: { body: sans, heading: sans },
    buttonRadius: '0px',
    tileRadius: '0px',
    tallHeader: true,
    settings: { ...defaultSettings, ...{ boldText: true } },
  },
} satisfies Record<string, ThemeDefinition>;

export type ThemeName = keyof typeof themeDefinitions;
export const defaultThemeName: ThemeName = 'classic';
export const themeNames = Object.keys(themeDefinitions) as ThemeName[];
