import { useState, type FormEvent } from 'react';
import { WithKioskKeyboard } from '@companion/shell';
import * as styles from '../feedback.css';
import type { Sent } from '../outbox/send-or-queue';
import { useSendOrQueue } from '../outbox/use-send-or-queue';
import { conditionsRequired, emptyDraft, missingItems, ratingAnswerOf, showMissing, type RatingDraft } from '../rules/rating-rules';
import { useSendOnce } from '../send-once';
import type { RatingPage } from './load-rating-page';
import { ProfileInputs } from './ProfileInputs';
import { RatingConditions } from './RatingConditions';
import { SendBar, ThankYou, WaitingToSendRatings } from './SendOutcome';

/** One feedback profile: editing → sending (inputs disabled) → saved, or error with every answer kept. */
export function RatingForm({ page }: { page: RatingPage }) {
  const sendOrQueue = useSendOrQueue();
  const { profile, conditionText } = page;
  const [draft, setDraft] = useState<RatingDraft>(emptyDraft);
  const [accepted, setAccepted] = useState(false);
  const [presses, setPresses] = useState(0);
  const { phase, send } = useSendOnce<Sent<null>>();

  if (phase.kind === 'saved') return phase.value.queued ? <WaitingToSendRatings /> : <ThankYou />;

  const needsTerms = conditionsRequired(profile, conditionText);
  const missing = missingItems(profile, draft);
  const termsMissing = needsTerms && !accepted;
  const highlight = showMissing(presses);
  const busy = phase.kind === 'sending';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setPresses((count) => count + 1);
    if (missing.length || termsMissing) return;
    void send(() => sendOrQueue<null>({ kind: 'rating', answer: ratingAnswerOf(profile, draft), label: profile.title }));
  };

  return (
    <WithKioskKeyboard>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className={styles.inputs} disabled={busy}>
          <ProfileInputs profile={profile} draft={draft} highlighted={new Set(highlight ? missing : [])} onChange={setDraft} />
          {needsTerms && conditionText ? (
            <RatingConditions
              conditionText={conditionText}
              accepted={accepted}
              missing={highlight && termsMissing}
              onChange={setAccepted}
            />
          ) : null}
        </fieldset>
        <SendBar missingCount={highlight ? missing.length : 0} termsMissing={highlight && termsMissing} phase={phase.kind} />
      </form>
    </WithKioskKeyboard>
  );
}
