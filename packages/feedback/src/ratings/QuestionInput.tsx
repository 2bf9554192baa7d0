import type { RatingQuestion } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { isQuestionMandatory, questionInputs, TEXT_LIMIT, unansweredInputs } from '../rules/rating-rules';
import { StarRating } from './StarRating';

type Answer = { text?: string; rating?: number };
type Props = { question: RatingQuestion; name: string; answer: Answer | undefined; missing: boolean; onChange: (answer: Answer) => void };

/**
 * A question answered with 1–10 stars, a long text (250 characters limit) or a short text, or
 * with stars and a text box together when it sets both flags (§3: one answer carries both).
 */
export function QuestionInput({ question, name, answer, missing, onChange }: Props) {
  const t = useMessages(feedbackMessages);
  const inputs = questionInputs(question);
  const errorId = `${name}-error`;
  const label = `${question.question}${isQuestionMandatory(question) ? '' : ` ${t('optional')}`}`;
  const error = missing ? (
    <p id={errorId} className={styles.error}>
      {t('mandatory_answer')}
    </p>
  ) : null;
  const groupClass = missing ? `${styles.group} ${styles.missing}` : styles.group;
  // Each input keeps the other's value: stars given after the comment must not wipe it, nor the reverse.
  const textBox = inputs.text ? (
    <TextAnswer
      id={name}
      kind={inputs.text}
      value={answer?.text ?? ''}
      invalid={missing && unansweredInputs(question, answer).text}
      errorId={missing ? errorId : undefined}
      onChange={(text) => onChange({ ...answer, text })}
    />
  ) : null;
  if (inputs.rating)
    return (
      <fieldset className={groupClass} aria-describedby={missing ? errorId : undefined}>
        <legend className={styles.legend}>{label}</legend>
        <StarRating name={name} value={answer?.rating ?? 0} onChange={(rating) => onChange({ ...answer, rating })} />
        {textBox ? (
          <>
            {/* The legend names the question; the box beside the stars is the comment on it. */}
            <label htmlFor={name} className={styles.commentLabel}>
              {t('comment')}
            </label>
            {textBox}
          </>
        ) : null}
        {error}
      </fieldset>
    );
  return (
    <div className={groupClass}>
      <label htmlFor={name} className={styles.legend}>
        {label}
      </label>
      {textBox}
      {error}
    </div>
  );
}

type TextAnswerProps = {
  id: string;
  kind: 'long' | 'short';
  value: string;
  invalid: boolean;
  errorId: string | undefined;
  onChange: (text: string) => void;
};

/** The text box of a question, labelled by its caller: long text with the §5 limit hint, or one line. */
function TextAnswer({ id, kind, value, invalid, errorId, onChange }: TextAnswerProps) {
  const t = useMessages(feedbackMessages);
  const hintId = `${id}-hint`;
  const describedBy = [kind === 'long' ? hintId : '', errorId ?? ''].filter(Boolean).join(' ') || undefined;
  const common = { id, value, maxLength: TEXT_LIMIT, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy };
  if (kind === 'short')
    return <input {...common} type="text" className={styles.textInput} onChange={(event) => onChange(event.target.value)} />;
  return (
    <>
      <p id={hintId} className={styles.hint}>
        {t('textLimit')}
      </p>
      <textarea {...common} className={styles.textArea} onChange={(event) => onChange(event.target.value)} />
    </>
  );
}
