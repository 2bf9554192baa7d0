import { imageAddress, imageWidths, type ExcursionTag } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { pictureLoading } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { durationFilterIds, type DurationFilter } from '../rules/duration-filter';

export type ExcursionFiltersProps = {
  tags: readonly ExcursionTag[];
  tag: string | undefined;
  duration: DurationFilter;
  onTag: (tag: string | undefined) => void;
  onDuration: (duration: DurationFilter) => void;
};

const durationLabel = { all: 'durationAll', short: 'durationShort', medium: 'durationMedium', long: 'durationLong' } as const;

/** Experience type (tags with their pictures) and duration, as toggle buttons a guest can tab through. */
export function ExcursionFilters({ tags, tag, duration, onTag, onDuration }: ExcursionFiltersProps) {
  const t = useMessages(excursionsMessages);
  const hub = useHub();
  return (
    <section className={styles.filters} aria-label={t('filters')}>
      <fieldset className={styles.filterGroup}>
        <legend>{t('experienceType')}</legend>
        <ul className={styles.chips}>
          <li>
            <button type="button" className={styles.chip} aria-pressed={tag === undefined} onClick={() => onTag(undefined)}>
              {t('allTypes')}
            </button>
          </li>
          {tags.map((candidate) => (
            <li key={candidate.name}>
              <button
                type="button"
                className={styles.chip}
                aria-pressed={tag === candidate.name}
                onClick={() => onTag(tag === candidate.name ? undefined : candidate.name)}
              >
                {candidate.imageUrl ? (
                  <img
                    className={styles.chipImage}
                    src={imageAddress(hub, candidate.imageUrl, { width: imageWidths.thumbnail })}
                    alt=""
                    {...pictureLoading('eager')}
                  />
                ) : null}
                {candidate.name}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.filterGroup}>
        <legend>{t('duration')}</legend>
        <ul className={styles.chips}>
          {durationFilterIds.map((id) => (
            <li key={id}>
              <button type="button" className={styles.chip} aria-pressed={duration === id} onClick={() => onDuration(id)}>
                {t(durationLabel[id])}
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
    </section>
  );
}
