import { accountFeature } from '@companion/account';
import { basketFeature } from '@companion/basket';
import { feedbackFeature } from '@companion/feedback';
import { sessionFeature } from '@companion/session';
import { reservationsFeature } from '@companion/reservations';
import { photomatchFeature } from '@companion/photomatch';
import type { FeatureContribution } from '@companion/shell';
import { vodFeature } from '@companion/vod';

/** The features the guest app installs; Storybook's stories start from the same device. */
export const storyFeatures: readonly FeatureContribution[] = [
  sessionFeature,
  accountFeature,
  basketFeature,
  vodFeature,
  reservationsFeature,
  photomatchFeature,
  feedbackFeature,
];
