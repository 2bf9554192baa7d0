import { useMessages } from '@companion/shell';
import { ariaDisabled } from '@companion/ui';
import { reservationsMessages } from '../reservations-messages';
import * as styles from '../reservations.css';
import type { PersonsRange } from '../rules/persons';

/**
 * The party size within the item's range; spa shows one guest and why (bookable-services §4).
 * A button at the range's end is `aria-disabled`, not `disabled`, so the one pressed there keeps focus.
 */
export function PersonsStepper({
  persons,
  range,
  spa,
  onChange,
}: {
  persons: number;
  range: PersonsRange;
  spa: boolean;
  onChange: (persons: number) => void;
}) {
  const t = useMessages(reservationsMessages);
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('persons')}</legend>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('fewerPersons')}
          {...ariaDisabled(persons <= range.min, () => onChange(persons - 1))}
        >
          −
        </button>
        <output className={styles.stepValue} aria-live="polite">
          {t('personCount', { count: persons })}
        </output>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={t('morePersons')}
          {...ariaDisabled(persons >= range.max, () => onChange(persons + 1))}
        >
          +
        </button>
      </div>
      <p className={styles.meta}>{spa ? t('spaOnePerson') : t('personsHint', { min: range.min, max: range.max })}</p>
    </fieldset>
  );
}
