import { accountFeature } from '@companion/account';
import { basketFeature } from '@companion/basket';
import { feedbackFeature } from '@companion/feedback';
import { sessionFeature } from '@companion/session';
import { reservationsFeature } from '@companion/reservations';
import { photomatchFeature } from '@companion/photomatch';
import type { FeatureContribution } from '@companion/shell';
import { vodFeature } from '@companion/vod';

/** What each feature the guest app offers adds to start-up, login and logout; the session first. */
export const guestFeatures: readonly FeatureContribution[] = [
  sessionFeature,
  accountFeature,
  basketFeature,
  vodFeature,
  reservationsFeature,
  photomatchFeature,
  feedbackFeature,
];
