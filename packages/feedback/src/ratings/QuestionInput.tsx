import type { RatingQuestion } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { isQuestionMandatory, questionKind, TEXT_LIMIT } from '../rules/rating-rules';
import { StarRating } from './StarRating';

type Answer = { text?: string; rating?: number };
type Props = { question: RatingQuestion; name: string; answer: Answer | undefined; missing: boolean; onChange: (answer: Answer) => void };

/** A question answered with 1–10 stars, a long text (250 characters limit) or a short text. */
export function QuestionInput({ question, name, answer, missing, onChange }: Props) {
  const t = useMessages(feedbackMessages);
  const kind = questionKind(question);
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  const label = `${question.question}${isQuestionMandatory(question) ? '' : ` ${t('optional')}`}`;
  const error = missing ? (
    <p id={errorId} className={styles.error}>
      {t('mandatory_answer')}
    </p>
  ) : null;
  const groupClass = missing ? `${styles.group} ${styles.missing}` : styles.group;
  if (kind === 'rating')
    return (
      <fieldset className={groupClass} aria-describedby={missing ? errorId : undefined}>
        <legend className={styles.legend}>{label}</legend>
        <StarRating name={name} value={answer?.rating ?? 0} onChange={(rating) => onChange({ rating })} />
        {error}
      </fieldset>
    );
  const describedBy = [kind === 'text' ? hintId : '', missing ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id: name,
    value: answer?.text ?? '',
    maxLength: TEXT_LIMIT,
    'aria-invalid': missing || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className={groupClass}>
      <label htmlFor={name} className={styles.legend}>
        {label}
      </label>
      {kind === 'text' ? (
        <>
          <p id={hintId} className={styles.hint}>
            {t('textLimit')}
          </p>
          <textarea {...common} className={styles.textArea} onChange={(event) => onChange({ text: event.target.value })} />
        </>
      ) : (
        <input {...common} type="text" className={styles.textInput} onChange={(event) => onChange({ text: event.target.value })} />
      )}
      {error}
    </div>
  );
}
