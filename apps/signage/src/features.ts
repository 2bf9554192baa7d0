import { sessionFeature } from '@companion/session';
import type { FeatureContribution } from '@companion/shell';

/** Signage holds no guest's data of its own; the session is still declared, so logout stays one path. */
export const signageFeatures: readonly FeatureContribution[] = [sessionFeature];
