import {
  getArticleVideos,
  getArticlesByHashtag,
  getMusterPassengers,
  hubOk,
  type Article,
  type HubClient,
  type HubResult,
  type MusterPassenger,
} from '@companion/hub-client';

export type SafetyVideoSource = { src: string; type: string };
export type SafetyVideoPage = { article: Article | undefined; source: SafetyVideoSource | undefined; passengers: MusterPassenger[] };

/** The media type the player needs, read from the address (the hub's video blobs carry none). */
export function videoTypeOf(url: string): string {
  const path = url.split('?')[0]?.toLowerCase() ?? '';
  if (path.endsWith('.m3u8')) return 'application/x-mpegURL';
  if (path.endsWith('.webm')) return 'video/webm';
  return 'video/mp4';
}

/** The safetyvideo article, its first video and the party the guest confirms for (§7). */
export async function loadSafetyVideo(hub: HubClient): Promise<HubResult<SafetyVideoPage>> {
  const [articles, passengers] = await Promise.all([getArticlesByHashtag(hub, 'safetyvideo'), getMusterPassengers(hub)]);
  if (!articles.ok) return articles;
  if (!passengers.ok) return passengers;
  const [article] = articles.value;
  if (!article) return hubOk({ article, source: undefined, passengers: passengers.value });
  const videos = await getArticleVideos(hub, article.id);
  if (!videos.ok) return videos;
  const [video] = videos.value;
  const source = video ? { src: video.urlFrontend, type: videoTypeOf(video.urlFrontend) } : undefined;
  return hubOk({ article, source, passengers: passengers.value });
}
