import { useId } from 'react';
import * as styles from '../reservations.css';

export type Choice = { value: string; label: string };

/** A radio group drawn as chips: arrow keys move between choices, the legend names the group. */
export function ChoiceChips({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.chips}>
        {choices.map((choice) => {
          const id = `${name}-${choice.value}`;
          return (
            <span key={choice.value}>
              <input
                id={id}
                className={styles.chipInput}
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                onChange={() => onChange(choice.value)}
              />
              <label htmlFor={id} className={styles.chip}>
                {choice.label}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
