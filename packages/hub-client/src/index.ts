export { createHubClient, HUB_GET_TIMEOUT_MS } from './hub-client';
export type { HubClient, HubClientOptions, HubLogger } from './hub-client';
export { describeHubError, hubFailure, hubOk } from './hub-error';
export type { HubError, HubResult } from './hub-error';
export { resolveHubAddress, isLocalHost, KNOWN_HUB_HOSTS, DEVELOPMENT_HUB_PORT } from './hub-address';
export type { HubAddress, PageLocation, RuntimeHubOverride } from './hub-address';
export { hubRequest, hubGet, hubPost } from './hub-request';
export type { HubMethod, HubRequest } from './hub-request';
export { deviceConfigSchema, deviceTypeSchema, authenticationTypeSchema, moduleSchema } from './schemas/device-config';
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
export { authenticationResultSchema, parsePmsInformation } from './schemas/authentication';
export type { AuthenticationResult, PmsInformation } from './schemas/authentication';
export {
  articleSchema,
  articlesSchema,
  categorySchema,
  categoriesSchema,
  dailyScheduleSchema,
  optionalDailyScheduleSchema,
  eventSchema,
  eventsSchema,
  pdfBlobsSchema,
  audioBlobsSchema,
  videoBlobsSchema,
  imageBlobsSchema,
  layoutTypes,
  listContentTypes,
} from './schemas/content';
export type {
  Article,
  Category,
  DailySchedule,
  ScheduleEvent,
  LayoutType,
  PdfBlob,
  AudioBlob,
  VideoBlob,
  ImageBlob,
} from './schemas/content';
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
  getDailySchedule,
  getArticleImages,
  getArticlePdfs,
  getArticleAudios,
  getArticleVideos,
} from './calls/content';
export { imageAddress, rewriteImageHost, imageWidths } from './image-address';
export type { ImageSource } from './image-address';
export { recordPageView, pageNameForMetrics, shouldRecordPageView } from './page-metrics';
export { openHubEventStream } from './event-stream';
export type { HubEventStreamOptions } from './event-stream';
