import * as z from 'zod/mini';
import { hubSetting } from './hub-fields';

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
  enableRemoteReload: hubSetting,
  loginRequired: hubSetting,
  sparkUrl: z.nullish(z.string()),
  sparkApiToken: z.nullish(z.string()),
  sparkPropertyId: z.nullish(z.string()),
  /** Our assumption: the yes/no settings (settings-as-booleans.ts) arrive as booleans or as the texts "true" / "false". */
  pinLoginEnabled: hubSetting,
  showPdfsOnKiosk: hubSetting,
  appLoginByName: hubSetting,
  /** Assumption: bookable-services §6 settings live in uiSettings too. */
  groupBookingsByStatus: hubSetting,
  hideExcursionFilters: hubSetting,
  /** bookable-services §6: the photo shop's pages exist only when this is on. */
  photoMatchEnabled: hubSetting,
  /** Assumption: lets a blocked account book anyway ("unless blocked booking is allowed", bookable-services §5). */
  allowBlockedBooking: hubSetting,
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
  enableClock: hubSetting,
  enableWayfinder: hubSetting,
  enableDisabilityMode: hubSetting,
});
export type DeviceProfile = z.infer<typeof deviceProfileSchema>;

export const deviceGroupSchema = z.object({
  deviceType: deviceTypeSchema,
  settings: z.nullish(z.object({ type: z.nullish(z.string()), maxIdleTime: z.nullish(z.number()) })),
  deviceProfile: deviceProfileSchema,
});

/** The property systems with a login form of their own (platform.md §4.2); our assumption for the spelling. */
const ownLoginForms = ['Passenger', 'Resco', 'HotelFriend', 'Retina'] as const;
export type AuthenticationType = (typeof ownLoginForms)[number];

/**
 * The property system (platform.md §4.2), whichever the hub names, or none: one the app has no
 * form of its own for (a "Fidelio" ship, null) is read as "Passenger" here, so it starts with the
 * passenger form rather than failing start-up, and no screen needs to know the systems it does not
 * name.
 */
export const authenticationTypeSchema = z.pipe(
  z.nullish(z.string()),
  z.transform((type: string | null | undefined): AuthenticationType =>
    ownLoginForms.includes(type as AuthenticationType) ? (type as AuthenticationType) : 'Passenger',
  ),
);

const authenticationSchema = z.object({
  type: authenticationTypeSchema,
  /** Retina: where a guest logs in again; missing means configuration_missing. */
  reloginUrl: z.nullish(z.string()),
});
type Authentication = z.infer<typeof authenticationSchema>;

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
  /** A hub without a property system may send no authentication at all: the passenger form too. */
  authentication: z.pipe(
    z.nullish(authenticationSchema),
    z.transform((authentication): Authentication => authentication ?? { type: 'Passenger' }),
  ),
  defaultImageId: z.nullish(z.union([z.number(), z.string()])),
  videoConfiguration: z.nullish(videoConfigurationSchema),
});
export type DeviceConfig = z.infer<typeof deviceConfigSchema>;
/** devices/config as the hub writes it, before the schema reads its yes/no settings as booleans. */
export type DeviceConfigAnswer = z.input<typeof deviceConfigSchema>;
