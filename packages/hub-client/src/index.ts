export { createHubClient, HUB_GET_TIMEOUT_MS, HUB_POST_TIMEOUT_MS } from './hub-client';
export type { HubClient, HubClientOptions, HubLogger } from './hub-client';
export { describeHubError, hubFailure, hubOk } from './hub-error';
export type { HubError, HubResult } from './hub-error';
export { resolveHubAddress, isLocalHost, KNOWN_HUB_HOSTS, DEVELOPMENT_HUB_PORT } from './hub-address';
export type { HubAddress, PageLocation, RuntimeHubOverride } from './hub-address';
export { hubRequest, hubGet, hubPost } from './hub-request';
export type { HubMethod, HubRequest } from './hub-request';

export { hubIdSchema } from './schemas/hub-fields';
export type { HubId } from './schemas/hub-fields';
export {
  deviceConfigSchema,
  deviceTypeSchema,
  authenticationTypeSchema,
  moduleSchema,
  languageSchema,
  uiSettingsSchema,
  hubSettingsSchema,
  deviceProfileSchema,
  deviceGroupSchema,
  videoConfigurationSchema,
} from './schemas/device-config';
export type {
  DeviceConfig,
  DeviceType,
  DeviceProfile,
  AuthenticationType,
  HubSettings,
  Language,
  Module,
  UiSettings,
} from './schemas/device-config';
export {
  authenticationResultSchema,
  sessionTypeSchema,
  pmsInformationSchema,
  parsePmsInformation,
  emptyAnswerSchema,
} from './schemas/authentication';
export type { AuthenticationResult, PmsInformation, SessionType } from './schemas/authentication';
export { sessionInfoSchema, sessionInfoOf } from './schemas/session-info';
export type { SessionInfo } from './schemas/session-info';
export { categorySchema, categoriesSchema, listContentTypes, isListCategory } from './schemas/category';
export type { Category } from './schemas/category';
export { articleSchema, articlesSchema, layoutTypes, layoutTypeSchema } from './schemas/article';
export type { Article, LayoutType } from './schemas/article';
export {
  eventSchema,
  eventsSchema,
  dailyScheduleSchema,
  dailySchedulesSchema,
  optionalDailyScheduleSchema,
  dailyScheduleAnswerSchema,
} from './schemas/daily-schedule';
export type { DailySchedule, ScheduleEvent } from './schemas/daily-schedule';
export {
  pdfBlobSchema,
  pdfBlobsSchema,
  audioBlobSchema,
  audioBlobsSchema,
  videoBlobSchema,
  videoBlobsSchema,
  imageBlobSchema,
  imageBlobsSchema,
} from './schemas/blobs';
export type { PdfBlob, AudioBlob, VideoBlob, ImageBlob } from './schemas/blobs';

export { getDeviceConfig } from './calls/device-config';
export { loginByPassenger, loginByPms, loginByAccountId, changePin, resetPin } from './calls/authentication';
export type { PassengerLogin, PmsLogin, CardScanLogin, PinChange } from './calls/authentication';
export {
  getRootCategories,
  getRootArticles,
  getCategory,
  getSubcategories,
  getArticlesOfCategory,
  getArticle,
  getArticleEvents,
  getArticlesByHashtag,
  getCategoriesByHashtag,
} from './calls/content';
export { getDailySchedule, scheduleDayOf } from './calls/daily-schedule';
export type { ScheduleDay } from './calls/daily-schedule';
export { getArticleImages, getArticlePdfs, getArticleAudios, getArticleVideos } from './calls/blobs';

export { imageAddress, rewriteImageHost, imageWidths } from './image-address';
export type { ImageSource, ImageOptions } from './image-address';
export { recordPageView, pageNameForMetrics, shouldRecordPageView } from './page-metrics';
export { openHubEventStream } from './event-stream';
export type { HubEventStreamOptions } from './event-stream';
export {
  accountStatusSchema,
  appointmentSchema,
  appointmentsSchema,
  appointmentStatusSchema,
  cabinMessageSchema,
  cabinMessagesSchema,
  invoiceLineSchema,
  invoicesSchema,
} from './schemas/account';
export type { AccountStatus, Appointment, AppointmentStatus, CabinMessage, InvoiceLine } from './schemas/account';
export { getAccountStatus, getAppointments, getCabinMessages, getInvoices, markCabinMessageRead } from './calls/account';
export { passengerItinerarySchema } from './schemas/holiday';
export type { PassengerItinerary } from './schemas/holiday';
export { getPassengerItinerary } from './calls/holiday';
export {
  cartSchema,
  cartElementSchema,
  cartExcursionSchema,
  cartExcursionTypeSchema,
  cartPassengerSchema,
  bookingsSchema,
  orderConfirmationSchema,
} from './schemas/basket';
export type { Cart, CartElement, CartExcursion, CartExcursionType, CartPassenger, Booking, OrderConfirmation } from './schemas/basket';
export { getCart, getBookings, updateCart, placeCartOrder, newIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from './calls/basket';
export type { CartChange, CartOrder, PaymentReference } from './calls/basket';
export { logoutOfVideoService } from './calls/video-service';
export type { VideoServiceAccess } from './calls/video-service';
export {
  excursionSchema,
  excursionsSchema,
  excursionTagSchema,
  excursionTagsSchema,
  excursionDescriptionsSchema,
  excursionAvailabilitySchema,
  applicableGuestSchema,
  applicableGuestsSchema,
  excursionBookingResultSchema,
  conditionsSchema,
  conditionsAllowedSchema,
  itineraryScheduleSchema,
  itinerarySchedulesSchema,
  passengerStatusReasons,
} from './schemas/excursions';
export type {
  Excursion,
  ExcursionTag,
  ExcursionDescription,
  ExcursionAvailability,
  ApplicableGuest,
  ExcursionBookingResult,
  Conditions,
  ConditionsAllowed,
  ItinerarySchedule,
  LocalizedText,
  PassengerStatusReason,
} from './schemas/excursions';
export {
  getExcursionsByDay,
  getExcursionsByDate,
  getExcursion,
  checkExcursionAvailability,
  getExcursionAvailability,
  getExcursionTags,
  getExcursionDescriptions,
  findApplicableGuests,
  getConditions,
  getConditionsAllowed,
  bookExcursion,
  getItinerarySchedules,
} from './calls/excursions';
export type { ExcursionBookingGuest } from './calls/excursions';
export {
  marketplaceCountrySchema,
  marketplaceCountriesSchema,
  marketplaceCitySchema,
  marketplaceCitiesSchema,
  marketplaceActivitySchema,
  marketplaceActivitiesSchema,
  marketplaceDurationRangeSchema,
  marketplacePriceSchema,
  marketplaceLanguageSchema,
  marketplaceFeatureSchema,
  marketplaceTaxonomySchema,
  marketplaceTaxonomiesSchema,
  marketplaceTaxonomyTypes,
  marketplaceMediaSchema,
  marketplaceMediaListSchema,
} from './schemas/marketplace';
export type {
  MarketplaceCountry,
  MarketplaceCity,
  MarketplaceActivity,
  MarketplaceDurationRange,
  MarketplacePrice,
  MarketplaceLanguage,
  MarketplaceFeature,
  MarketplaceTaxonomy,
  MarketplaceTaxonomyType,
  MarketplaceMedia,
} from './schemas/marketplace';
export {
  getMarketplaceCountries,
  getMarketplaceCities,
  getMarketplaceActivities,
  getMarketplaceActivity,
  getMarketplaceActivityTaxonomies,
  getMarketplaceActivityMedia,
  MARKETPLACE_API_VERSION,
  marketplaceHeaderNames,
} from './calls/marketplace';
export type { MarketplaceLocale } from './calls/marketplace';
