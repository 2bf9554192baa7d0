import type { z } from 'zod/mini';
import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubRequest } from '../hub-request';
import {
  connectTokenSchema,
  playoutAssetsSchema,
  videoAcknowledgementSchema,
  vodGenresSchema,
  vodListSchema,
  type PlayoutAssets,
  type VodGenre,
  type VodItem,
} from '../schemas/vod';
import { videoApiVersion, videoAppIdentifier, type VideoServiceAccess } from './video-service';

export { VIDEO_API_VERSION, VIDEO_APP_IDENTIFIER, videoApiVersion, videoAppIdentifier } from './video-service';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * A call to the video provider, not the hub: its own address, no hub cookies or SessionId, and a
 * 403 from it never ends the hub session. Authenticated by token, device id and API version in
 * the query (§7).
 */
function videoRequest<S extends z.ZodMiniType>(hub: HubClient, access: VideoServiceAccess, path: string, schema: S, query: Query = {}) {
  return hubRequest(hub, {
    path,
    schema,
    baseUrl: access.serviceUrl,
    credentials: 'omit',
    searchParams: {
      token: access.token,
      device_uuid: access.deviceUuid,
      api_version: videoApiVersion(access.apiVersion),
      ...query,
    },
  });
}

/**
 * POST api/connect-token: the video token (cached 6 hours by the caller). The spec names the call
 * but not its credentials: username is the app identifier (the same one loginApp then sends) and
 * password this device's uuid (docs/decisions.md, "Video on demand and live TV").
 */
export async function connectVideoToken(
  hub: HubClient,
  serviceUrl: string,
  credentials: { appIdentifier?: string | null; deviceUuid: string },
): Promise<HubResult<string>> {
  const result = await hubRequest(hub, {
    method: 'POST',
    path: 'api/connect-token',
    baseUrl: serviceUrl,
    credentials: 'omit',
    json: { username: videoAppIdentifier(credentials.appIdentifier), password: credentials.deviceUuid },
    schema: connectTokenSchema,
  });
  return result.ok ? { ok: true, value: result.value.token } : result;
}

/**
 * GET customers/loginApp: registers this device with the token, as the configured app (PLANE_V1
 * only when none is configured, §9): the same identifier the token was asked for with, so a brand
 * with its own identifier is not registered as the default app.
 */
export function loginVideoApp(hub: HubClient, access: VideoServiceAccess): Promise<HubResult<unknown>> {
  return videoRequest(hub, access, 'customers/loginApp', videoAcknowledgementSchema, {
    app_identifier: videoAppIdentifier(access.appIdentifier),
  });
}

export type VodQuery = {
  types?: readonly string[];
  limit?: number;
  /** Page number, from 1 (the provider's `page`). */
  page?: number;
  search?: string;
  genreId?: number;
  seriesIds?: readonly number[];
  seriesSeasons?: readonly number[];
  vodIds?: readonly number[];
  watchlist?: boolean;
  kids?: boolean;
};

/** GET vods/getVods: movies, series, episodes, audio; one page. */
export async function getVods(hub: HubClient, access: VideoServiceAccess, query: VodQuery): Promise<HubResult<VodItem[]>> {
  const result = await videoRequest(hub, access, 'vods/getVods', vodListSchema, {
    include: 'images,assets,series_info,last_playback_status',
    types: query.types?.join(','),
    limit: query.limit,
    page: query.page,
    search: query.search || undefined,
    genre_id: query.genreId,
    series_ids: query.seriesIds?.join(','),
    series_seasons: query.seriesSeasons?.join(','),
    vod_ids: query.vodIds?.join(','),
    watchlist: query.watchlist ? 1 : undefined,
    kids: query.kids ? 1 : undefined,
  });
  return result.ok ? { ok: true, value: result.value.vods } : result;
}

/** GET vods/getProviders: the genres of a type (movies, series, audio). */
export async function getVodGenres(hub: HubClient, access: VideoServiceAccess, type: string): Promise<HubResult<VodGenre[]>> {
  const result = await videoRequest(hub, access, 'vods/getProviders', vodGenresSchema, { type });
  return result.ok ? { ok: true, value: result.value.providers } : result;
}

export function getPlayoutAssets(hub: HubClient, access: VideoServiceAccess, vodId: number): Promise<HubResult<PlayoutAssets>> {
  return videoRequest(hub, access, 'vods/getPlayoutAssets', playoutAssetsSchema, { vod_id: vodId });
}

export function setVodPosition(hub: HubClient, access: VideoServiceAccess, vodId: number, positionSeconds: number) {
  return videoRequest(hub, access, 'vods/setPosition', videoAcknowledgementSchema, {
    vod_id: vodId,
    position_seconds: Math.floor(positionSeconds),
  });
}

export type WatchlistTarget = { vodId: number } | { seriesId: number };

function watchlistQuery(target: WatchlistTarget): Query {
  return 'vodId' in target ? { vod_id: target.vodId } : { vod_series_id: target.seriesId };
}

export function addToWatchlist(hub: HubClient, access: VideoServiceAccess, target: WatchlistTarget) {
  return videoRequest(hub, access, 'vods/watchlistAdd', videoAcknowledgementSchema, watchlistQuery(target));
}

export function removeFromWatchlist(hub: HubClient, access: VideoServiceAccess, target: WatchlistTarget) {
  return videoRequest(hub, access, 'vods/watchlistRemove', videoAcknowledgementSchema, watchlistQuery(target));
}
