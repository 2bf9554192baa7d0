import type { Photo } from '@companion/hub-client';
import type { Translate } from '@companion/shell';
import type { photomatchMessages } from '../photomatch-messages';

type Keys = keyof (typeof photomatchMessages)['en'];

/** How a photo is named to the guest: "Photo 12: Boarding in Barcelona", or just "Photo 12". */
export function photoName(photo: Pick<Photo, 'caption'>, number: number, t: Translate<Keys>): string {
  const numbered = t('photoNumber', { number });
  return photo.caption ? `${numbered}: ${photo.caption}` : numbered;
}

/** The reference of a photo's picture for `photomatch/image/{id}`. */
export const pictureOf = (photo: Pick<Photo, 'id' | 'url'>) => photo.url ?? String(photo.id);
