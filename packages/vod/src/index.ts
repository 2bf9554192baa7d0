export { vodFeature } from './vod-feature';
export { vodRoutes } from './vod-routes';
export {
  videoAuthenticationStore,
  rememberVideoLogin,
  clearVideoAuthentication,
  currentVideoAccess,
  VIDEO_TOKEN_LIFETIME_MS,
} from './video-authentication/video-authentication-store';
export type { VideoAuthenticationState } from './video-authentication/video-authentication-store';
