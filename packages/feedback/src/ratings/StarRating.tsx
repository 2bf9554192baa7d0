import { useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { RATING_MAX } from '../rules/rating-rules';

type Props = { name: string; value: number; onChange: (stars: number) => void };

const scale = Array.from({ length: RATING_MAX }, (_, index) => index + 1);

/**
 * 1 to 10 stars as a radio group: arrow keys move between stars, each star reads "7 stars".
 * The radios are transparent over the star glyphs so the whole star (44 px, 56 on a kiosk) is the target.
 */
export function StarRating({ name, value, onChange }: Props) {
  const t = useMessages(feedbackMessages);
  return (
    <div className={styles.stars} role="radiogroup" aria-label={t('starsOf')}>
      {scale.map((stars) => (
        <label key={stars} className={`${styles.star} ${styles.starFocus} ${stars <= value ? styles.starOn : ''}`}>
          <input
            className={styles.starInput}
            type="radio"
            name={name}
            value={stars}
            checked={value === stars}
            aria-label={t('stars', { count: stars })}
            onChange={() => onChange(stars)}
          />
          <span aria-hidden="true">{stars <= value ? '★' : '☆'}</span>
        </label>
      ))}
    </div>
  );
}
