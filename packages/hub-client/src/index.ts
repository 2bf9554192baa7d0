export { createHubClient } from './hub-client';
export type { HubClient, HubClientOptions, HubLogger } from './hub-client';
export { describeHubError, hubOk, isHubRefusal } from './hub-error';
export type { HubError, HubResult } from './hub-error';
export { resolveHubAddress } from './hub-address';
export type { HubAddress, PageLocation, RuntimeHubOverride } from './hub-address';

export type { HubMethod, HubRequest } from './hub-request';

export type { HubId } from './schemas/hub-fields';

export type {
  DeviceConfig,
  DeviceConfigAnswer,
  DeviceType,
  DeviceProfile,
  AuthenticationType,
  HubSettings,
  Language,
  Module,
  UiSettings,
} from './schemas/device-config';
export { parsePmsInformation } from './schemas/authentication';
export type { AuthenticationResult, PmsInformation, SessionType } from './schemas/authentication';

export type { SessionInfo } from './schemas/session-info';
export { isListCategory } from './schemas/category';
export type { Category } from './schemas/category';
export { layoutTypes } from './schemas/article';
export type { Article, LayoutType } from './schemas/article';

export type { DailySchedule, ScheduleEvent } from './schemas/daily-schedule';

export type { PdfBlob, AudioBlob, VideoBlob, ImageBlob } from './schemas/blobs';

export {
  getDeviceConfig,
  getDeviceConfigForFirstPage,
  looksLikeDeviceConfig,
  parseDeviceConfig,
  type FirstPageDeviceConfig,
} from './calls/device-config';
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

export { imageAddress, imageWidths, rewriteImageHost } from './image-address';
export { readUnchecked, uncheckedId } from './unchecked-answer';
export type { ImageSource, ImageOptions } from './image-address';
export { recordExternalLinkClick, recordPageView, shouldRecordPageView } from './page-metrics';
export { settingIsOn } from './settings-as-booleans';
export { openHubEventStream } from './open-event-stream';
export type { HubEventStreamOptions, HubStreamEvent } from './event-stream';

export type { AccountStatus, Appointment, AppointmentStatus, CabinMessage, InvoiceLine } from './schemas/account';
export { getAccountStatus, getAppointments, getCabinMessages, getInvoices, markCabinMessageRead } from './calls/account';
export { passengerItinerarySchema } from './schemas/holiday';
export type { HolidayCruise, HolidayCruiseDay, HolidayFlight, HolidayHotel, HolidayPassenger, PassengerItinerary } from './schemas/holiday';
export { getPassengerItinerary } from './calls/holiday';
export { cartSchema, bookingsSchema } from './schemas/basket';
export type { Cart, CartElement, CartExcursion, CartExcursionType, CartPassenger, Booking, OrderConfirmation } from './schemas/basket';
export {
  getCart,
  getBookings,
  updateCart,
  placeCartOrder,
  newIdempotencyKey,
  isIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
} from './calls/basket';
export type { CartChange, CartOrder, PaymentReference } from './calls/basket';
export { logoutOfVideoService } from './calls/video-service';
export type { VideoServiceAccess } from './calls/video-service';
export { passengerStatusReasons } from './schemas/excursions';
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
export { marketplaceTaxonomyTypes } from './schemas/marketplace';
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

// vod: exports added by the vod feature below this line
export {
  connectVideoToken,
  loginVideoApp,
  getVods,
  getVodGenres,
  getPlayoutAssets,
  setVodPosition,
  addToWatchlist,
  removeFromWatchlist,
  videoApiVersion,
  VIDEO_APP_IDENTIFIER,
  VIDEO_API_VERSION,
} from './calls/vod';
export type { VodQuery, WatchlistTarget } from './calls/vod';
export type { VodItem, VodImage, VodGenre, VodType, PlayoutAssets } from './schemas/vod';
export { vodItemSchema, vodListSchema, vodGenresSchema, playoutAssetsSchema, connectTokenSchema } from './schemas/vod';
export { getChannelData } from './calls/channels';
export type { Channel, EpgProgram } from './schemas/channels';
export { channelDataSchema } from './schemas/channels';
export { getCatalogueMaster, getCatalogueMovie, catalogueStreamUrl } from './calls/vod-catalogue';
export type { CatalogueLocale } from './calls/vod-catalogue';
export type { CatalogueMaster, CatalogueMovie, CatalogueMovieSummary } from './schemas/vod-catalogue';

// programme: exports added by the programme feature below this line
export type { ProgrammeEvent, LineupDay } from './schemas/programme';
export type { Schedule, Weather } from './schemas/itinerary';
export type { GpsProfile, ShipPositionMessage } from './schemas/ship-position';
export { getProgrammeLineup, getWhereAndWhen } from './calls/programme';
export { getItineraryDays, getItineraryDay } from './calls/itinerary';
export { getWeather } from './calls/weather';
export { getShipPosition, shipPositionStreamPath, parseShipPositionMessage } from './calls/ship-position';

// reservations: exports added by the reservations feature below this line
export { tacModules, signageSlotColours, tacItemSchema, signageContentSchema } from './schemas/reservations';
export type {
  TacModule,
  TacItem,
  TacCategory,
  BookingInformation,
  TimeOption,
  TacBookingResult,
  SignageContent,
  SignageRestaurant,
  SignageSlotColour,
} from './schemas/reservations';
export {
  getActivityCategories,
  getActivities,
  getActivity,
  getRestaurants,
  getRestaurant,
  getSpaCategories,
  getSpaTreatments,
  getSpaTreatment,
  getSignageContent,
} from './calls/reservations';
export { getBookingInformation, getAvailabilityTimes, getTacConditions, bookTacItem } from './calls/tac-booking';
export type { TacBookingRequest } from './calls/tac-booking';

// photomatch: exports added by the photomatch feature below this line
export { photoConfigSchema, photoCartSchema, photoConsentSchema, photoOrderSchema, cabinImagesSchema } from './schemas/photomatch';
export type {
  BulkPackage,
  Photo,
  PhotoCart,
  PhotoCartTotals,
  PhotoConfig,
  PhotoConsent,
  PhotoGroupStatus,
  PhotoOffer,
  PhotoOrder,
  PhotoVariantConfig,
  PhotoVariantCount,
} from './schemas/photomatch';
export {
  getPhotoConfig,
  getCabinImages,
  getPhotoCart,
  addToPhotoCart,
  removeFromPhotoCart,
  emptyPhotoCart,
  placePhotoOrder,
  getPhotoOrders,
  getPhotoConsent,
  setPhotoConsent,
  photoImageAddress,
  photoViewAddress,
  photoZipAddress,
} from './calls/photomatch';
export type { PhotoCartChange } from './calls/photomatch';

// muster: exports added by the muster feature below this line
export type { MusterPassenger, MusterStatus } from './schemas/muster';
export { musterPassengersSchema, musterStatusSchema } from './schemas/muster';
export { getMusterPassengers, getMusterStatus, updateMusterVideoSeen } from './calls/muster';

// feedback: exports added by the feedback feature below this line
export type { RatingProfile, RatingField, RatingQuestion } from './schemas/ratings';
export { ratingProfileSchema, ratingProfilesSchema } from './schemas/ratings';
export { getRatingProfiles, getRatingProfile, sendRatingAnswer } from './calls/ratings';
export type { RatingAnswer } from './calls/ratings';
export type { Problem, ProblemCategory, ProblemReportConfig } from './schemas/problems';
export { problemSchema, problemsSchema, problemCategoriesSchema, problemReportConfigSchema } from './schemas/problems';
export { getProblemCategories, reportProblem, getReportedProblems, getProblemReportConfig } from './calls/problems';

// wayfinder: exports added by the wayfinder feature below this line
export type { Deck, SideView } from './schemas/wayfinder';
export { getWayfinderSideView, getWayfinderDecks } from './calls/wayfinder';
export { getCabinSideView, getCabinDecks } from './calls/cabin-finder';
export type { ShipContent, CabinDeck, TechnicalFact } from './schemas/ship';
export { getShipContent } from './calls/ship';
