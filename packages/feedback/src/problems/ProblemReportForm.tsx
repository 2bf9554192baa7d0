import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Problem, ProblemCategory } from '@companion/hub-client';
import { useMessages, WithKioskKeyboard } from '@companion/shell';
import { ariaDisabled, Button, textLink, useFailedSubmit } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { DESCRIPTION_LIMIT, problemMistakes } from '../rules/problem-rules';
import type { Sent } from '../outbox/send-or-queue';
import { useSendOrQueue } from '../outbox/use-send-or-queue';
import { WaitingToSend } from '../outbox/WaitingToSend';
import { useSendOnce } from '../send-once';
import { PROBLEM_TRACKING } from './problem-tiles';

/**
 * form → submitting (button off) → received screen with the problem number, or the §8 error. The
 * button is aria-disabled while submitting, not disabled: a pressed button that disabled itself
 * dropped focus to the page's body, so after the error the next Tab started at the top.
 */
export function ProblemReportForm({ categories, cabin }: { categories: ProblemCategory[]; cabin: string | undefined }) {
  const t = useMessages(feedbackMessages);
  const sendOrQueue = useSendOrQueue();
  const [categoryId, setCategoryId] = useState('');
  const [description, setDescription] = useState('');
  // After the first press the messages follow the form: a field marked wrong after the guest fixed it misleads.
  const [attempted, setAttempted] = useState(false);
  const { phase, send } = useSendOnce<Sent<Problem>>();
  // Every press with a mistake moves focus to the first field in error, which its message describes.
  const { formRef, pressFailed, onChange, summaryRole } = useFailedSubmit();
  const id = useId();
  const ids = {
    category: `${id}-category`,
    categoryError: `${id}-category-error`,
    description: `${id}-description`,
    descriptionError: `${id}-description-error`,
    count: `${id}-description-count`,
  };

  if (phase.kind === 'saved') {
    const { value } = phase;
    return value.queued ? (
      <WaitingToSend>
        <Link to={PROBLEM_TRACKING} className={textLink}>
          {t('trackProblems')}
        </Link>
      </WaitingToSend>
    ) : (
      <div role="status" className={styles.form}>
        <p className={styles.notice}>{t('problemReceived')}</p>
        <p className={styles.readOnly}>{t('problemNumber', { number: String(value.value.problemNumber) })}</p>
        <Link to={PROBLEM_TRACKING} className={textLink}>
          {t('trackProblems')}
        </Link>
      </div>
    );
  }

  const busy = phase.kind === 'sending';
  const mistakes = attempted ? problemMistakes(categoryId, description) : [];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    if (problemMistakes(categoryId, description).length) {
      pressFailed(mistakes.length > 0);
      return;
    }
    const category = categories.find((entry) => String(entry.id) === categoryId);
    if (!category) return;
    const report = { description: description.trim(), categoryId: category.id };
    // Offline, or when the network fails under it, the report waits in the outbox (issue 20).
    void send(() => sendOrQueue<Problem>({ kind: 'problem', report, label: `${category.name}: ${report.description}` }));
  };
  const categoryMissing = mistakes.includes('categoryMandatory');
  const descriptionMissing = mistakes.includes('descriptionMandatory');

  return (
    <WithKioskKeyboard>
      <form ref={formRef} className={styles.form} onSubmit={submit} onChange={onChange} noValidate aria-busy={busy}>
        <div className={styles.group}>
          <label htmlFor={ids.category} className={styles.legend}>
            {t('category')}
          </label>
          <select
            id={ids.category}
            className={styles.textInput}
            value={categoryId}
            required
            aria-invalid={categoryMissing || undefined}
            aria-describedby={categoryMissing ? ids.categoryError : undefined}
            onChange={(event) => setCategoryId(event.target.value)}
          >
            <option value="">{t('chooseCategory')}</option>
            {categories.map((category) => (
              <option key={category.id} value={String(category.id)}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.group}>
          <label htmlFor={ids.description} className={styles.legend}>
            {t('description')}
          </label>
          <textarea
            id={ids.description}
            className={styles.textArea}
            value={description}
            maxLength={DESCRIPTION_LIMIT}
            required
            aria-invalid={descriptionMissing || undefined}
            aria-describedby={descriptionMissing ? `${ids.descriptionError} ${ids.count}` : ids.count}
            onChange={(event) => setDescription(event.target.value.slice(0, DESCRIPTION_LIMIT))}
          />
          <p id={ids.count} className={styles.hint}>
            {t('descriptionCounter', { count: description.length })}
          </p>
        </div>
        {cabin ? (
          <div className={styles.group}>
            <p className={styles.fieldName}>{t('cabin')}</p>
            <p className={styles.readOnly}>{cabin}</p>
          </div>
        ) : null}
        {mistakes.length ? (
          // An alert when a press brings the list up, so that press is announced at once; silent once the
          // guest changes the form, so typing does not read out what is still missing (the next failed
          // press speaks through the focus move). Each message is also its field's description.
          <div role={summaryRole} className={styles.error}>
            {categoryMissing ? <p id={ids.categoryError}>{t('categoryMandatory')}</p> : null}
            {descriptionMissing ? <p id={ids.descriptionError}>{t('descriptionMandatory')}</p> : null}
          </div>
        ) : null}
        {/* Its own alert: a failed send is announced whatever the list of mistakes does. */}
        {phase.kind === 'error' ? (
          <p role="alert" className={styles.error}>
            {t('problemFailed')}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" {...ariaDisabled(busy)}>
            {busy ? t('submittingProblem') : t('submitProblem')}
          </Button>
        </div>
      </form>
    </WithKioskKeyboard>
  );
}
