import type { HubClient } from '../hub-client';
import type { HubResult } from '../hub-error';
import { hubGet } from '../hub-request';
import {
  audioBlobsSchema,
  imageBlobsSchema,
  pdfBlobsSchema,
  videoBlobsSchema,
  type AudioBlob,
  type ImageBlob,
  type PdfBlob,
  type VideoBlob,
} from '../schemas/blobs';
import type { HubId } from '../schemas/hub-fields';

/** The files of an article (platform.md §7.3). Assumption: the blob lists are keyed by the article id. */
const preview = (previewMode: boolean) => ({ previewMode: String(previewMode) });
const segment = (id: HubId) => encodeURIComponent(id);

export function getArticleImages(hub: HubClient, articleId: HubId): Promise<HubResult<ImageBlob[]>> {
  return hubGet(hub, `blobs/images/${segment(articleId)}`, imageBlobsSchema);
}

export function getArticlePdfs(hub: HubClient, articleId: HubId, previewMode = false): Promise<HubResult<PdfBlob[]>> {
  return hubGet(hub, `blobs/pdfs/${segment(articleId)}`, pdfBlobsSchema, preview(previewMode));
}

export function getArticleAudios(hub: HubClient, articleId: HubId, previewMode = false): Promise<HubResult<AudioBlob[]>> {
  return hubGet(hub, `blobs/audios/${segment(articleId)}`, audioBlobsSchema, preview(previewMode));
}

export function getArticleVideos(hub: HubClient, articleId: HubId, previewMode = false): Promise<HubResult<VideoBlob[]>> {
  return hubGet(hub, `blobs/videos/${segment(articleId)}`, videoBlobsSchema, preview(previewMode));
}
