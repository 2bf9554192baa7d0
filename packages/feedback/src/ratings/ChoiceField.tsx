import type { RatingField } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { isFieldMandatory } from '../rules/rating-rules';

type Props = {
  field: RatingField;
  /** Unique within the page (the all-in-one page shows several profiles). */
  name: string;
  chosen: readonly string[];
  missing: boolean;
  onChange: (values: string[]) => void;
};

/** A single choice (radios) or multiple choice (checkboxes) field. */
export function ChoiceField({ field, name, chosen, missing, onChange }: Props) {
  const t = useMessages(feedbackMessages);
  const errorId = `${name}-error`;
  const toggle = (value: string, on: boolean) =>
    onChange(field.multipleChoice ? (on ? [...chosen, value] : chosen.filter((entry) => entry !== value)) : [value]);
  return (
    <fieldset className={missing ? `${styles.group} ${styles.missing}` : styles.group} aria-describedby={missing ? errorId : undefined}>
      <legend className={styles.legend}>
        {field.title} {isFieldMandatory(field) ? null : t('optional')}
      </legend>
      <div className={styles.choices}>
        {field.values.map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type={field.multipleChoice ? 'checkbox' : 'radio'}
              name={name}
              value={value}
              checked={chosen.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            {value}
          </label>
        ))}
      </div>
      {missing ? (
        <p id={errorId} className={styles.error}>
          {t('mandatory_answer')}
        </p>
      ) : null}
    </fieldset>
  );
}
