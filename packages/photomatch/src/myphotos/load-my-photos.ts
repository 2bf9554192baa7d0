import { getCabinImages, getPhotoConfig, hubOk, type HubClient, type HubResult, type Photo, type PhotoConfig } from '@companion/hub-client';

export type MyPhotosPage = { config: PhotoConfig; photos: Photo[] };

/** The shop's variants and the guest's matched photos, asked together: the page needs both. */
export async function loadMyPhotos(hub: HubClient): Promise<HubResult<MyPhotosPage>> {
  const [config, photos] = await Promise.all([getPhotoConfig(hub), getCabinImages(hub)]);
  if (!config.ok) return config;
  if (!photos.ok) return photos;
  return hubOk({ config: config.value, photos: photos.value });
}
