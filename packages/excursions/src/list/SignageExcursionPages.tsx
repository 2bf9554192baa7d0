import type { Excursion } from '@companion/hub-client';
import { ScreenPages, useMessages } from '@companion/shell';
import { ScreenGrid } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import { ExcursionCard } from '../shared/ExcursionCard';

/** Two columns of three wide cards: what fits 1920×1080 under the title and strip, read from metres away. */
export const SIGNAGE_EXCURSIONS_PER_PAGE = 6;

type SignageExcursionPagesProps = {
  excursions: readonly Excursion[];
  detailPath: (excursion: Excursion) => string;
  linkState: (excursion: Excursion) => unknown;
};

/**
 * The day's excursions on a signage screen: a screenful at a time with Previous / Next, never a
 * column running off the bottom of the board (the phone's grid of narrow cards did).
 */
export function SignageExcursionPages({ excursions, detailPath, linkState }: SignageExcursionPagesProps) {
  const t = useMessages(excursionsMessages);
  return (
    <ScreenPages items={excursions} perPage={SIGNAGE_EXCURSIONS_PER_PAGE} label={t('experiencePages')}>
      {(page) => (
        <ScreenGrid items={page} columns={2} rows={3} itemKey={(excursion) => String(excursion.id)}>
          {(excursion, position) => (
            <ExcursionCard
              excursion={excursion}
              to={detailPath(excursion)}
              linkState={linkState(excursion)}
              // All six are in view: none waits for the viewport observer.
              imagePriority={position === 0 ? 'high' : 'eager'}
              wide
            />
          )}
        </ScreenGrid>
      )}
    </ScreenPages>
  );
}
