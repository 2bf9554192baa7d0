import * as z from 'zod/mini';

/** platform.md §3 "Device configuration". Optional fields are `nullish`: real hubs send null or omit them. */
export const deviceTypeSchema = z.enum(['App', 'Kiosk', 'DigitalSignage']);
export type DeviceType = z.infer<typeof deviceTypeSchema>;

export const moduleSchema = z.object({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  url: z.nullish(z.string()),
  externalUrl: z.nullish(z.string()),
  /** Our assumption: a tile image reference; the spec names only id, label, url, externalUrl. */
  imageId: z.nullish(z.union([z.number(), z.string()])),
  /** Our assumption: the label in further languages, by language code (`{ "de": "Tagesprogramm" }`). */
  translations: z.nullish(z.record(z.string(), z.string())),
});
export type Module = z.infer<typeof moduleSchema>;

export const languageSchema = z.object({ code: z.string(), name: z.string() });
export type Language = z.infer<typeof languageSchema>;

export const uiSettingsSchema = z.object({
  theme: z.nullish(z.string()),
  appExcursionVariables: z.nullish(z.record(z.string(), z.string())),
  enableRemoteReload: z.nullish(z.boolean()),
  loginRequired: z.nullish(z.boolean()),
  sparkUrl: z.nullish(z.string()),
  sparkApiToken: z.nullish(z.string()),
  sparkPropertyId: z.nullish(z.string()),
  /** Our assumption: settings later features read (pinLoginEnabled, showPdfsOnKiosk, ...) arrive here as strings or booleans. */
  pinLoginEnabled: z.nullish(z.string()),
  showPdfsOnKiosk: z.nullish(z.boolean()),
  appLoginByName: z.nullish(z.boolean()),
  /** Assumption: bookable-services §6 settings live in uiSettings too. */
  groupBookingsByStatus: z.nullish(z.boolean()),
  hideExcursionFilters: z.nullish(z.boolean()),
  /** bookable-services §6: the photo shop's pages exist only when this is on (true or "true", as hubs send pinLoginEnabled). */
  photoMatchEnabled: z.nullish(z.union([z.boolean(), z.string()])),
  /** Assumption: lets a blocked account book anyway ("unless blocked booking is allowed", bookable-services §5). */
  allowBlockedBooking: z.nullish(z.boolean()),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const hubSettingsSchema = z.object({
  hubType: z.nullish(z.string()),
  layoutTheme: z.nullish(z.string()),
  uiSettings: z.nullish(uiSettingsSchema),
  currency: z.nullish(z.string()),
  osmServiceUrl: z.nullish(z.string()),
  signageHostname: z.nullish(z.string()),
  deviceType: z.nullish(deviceTypeSchema),
  defaultImageUrl: z.nullish(z.string()),
  /** Our assumption: the name shown in the header and the document title. */
  appTitle: z.nullish(z.string()),
});
export type HubSettings = z.infer<typeof hubSettingsSchema>;

export const deviceProfileSchema = z.object({
  id: z.union([z.number(), z.string()]),
  label: z.string(),
  languages: z.array(languageSchema),
  modules: z.array(moduleSchema),
  enableClock: z.nullish(z.boolean()),
  enableWayfinder: z.nullish(z.boolean()),
  enableDisabilityMode: z.nullish(z.boolean()),
});
export type DeviceProfile = z.infer<typeof deviceProfileSchema>;

export const deviceGroupSchema = z.object({
  deviceType: deviceTypeSchema,
  settings: z.nullish(z.object({ type: z.nullish(z.string()), maxIdleTime: z.nullish(z.number()) })),
  deviceProfile: deviceProfileSchema,
});

/** Property-system login method (platform.md §4.2). Our assumption for the spelling of the values. */
export const authenticationTypeSchema = z.enum(['Passenger', 'Resco', 'HotelFriend', 'Retina']);
export type AuthenticationType = z.infer<typeof authenticationTypeSchema>;

export const videoConfigurationSchema = z.object({
  url: z.string(),
  appIdentifier: z.nullish(z.string()),
  apiVersion: z.nullish(z.string()),
  paymentEnabled: z.nullish(z.boolean()),
  isDemoSystem: z.nullish(z.boolean()),
  useWithCredentials: z.nullish(z.boolean()),
});

export const deviceConfigSchema = z.object({
  hub: hubSettingsSchema,
  deviceGroup: deviceGroupSchema,
  authentication: z.object({
    type: authenticationTypeSchema,
    /** Retina: where a guest logs in again; missing means configuration_missing. */
    reloginUrl: z.nullish(z.string()),
  }),
  defaultImageId: z.nullish(z.union([z.number(), z.string()])),
  videoConfiguration: z.nullish(videoConfigurationSchema),
});
export type DeviceConfig = z.infer<typeof deviceConfigSchema>;
