import { accountFeature } from '@companion/account';
import { basketFeature } from '@companion/basket';
import { feedbackFeature } from '@companion/feedback';
import { sessionFeature } from '@companion/session';
import { reservationsFeature } from '@companion/reservations';
import { photomatchFeature } from '@companion/photomatch';
import type { FeatureContribution } from '@companion/shell';

/** What each feature the kiosk offers adds to start-up, login and logout; the session first. */
export const kioskFeatures: readonly FeatureContribution[] = [
  sessionFeature,
  accountFeature,
  basketFeature,
  reservationsFeature,
  photomatchFeature,
  feedbackFeature,
];
