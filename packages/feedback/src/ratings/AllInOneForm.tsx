import { useRef, useState, type FormEvent } from 'react';
import { hubOk, type HubResult, type RatingProfile } from '@companion/hub-client';
import { useMessages, WithKioskKeyboard } from '@companion/shell';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { queue, type Sent } from '../outbox/send-or-queue';
import { useSendOrQueue } from '../outbox/use-send-or-queue';
import { allInOneAnswers, allInOneMissing, allInOneNeedsTerms, type AllInOneDraft } from '../rules/all-in-one-rules';
import { emptyDraft, showMissing } from '../rules/rating-rules';
import { useSendOnce } from '../send-once';
import type { AllInOnePage } from './load-all-in-one';
import { ProfileInputs } from './ProfileInputs';
import { RatingConditions } from './RatingConditions';
import { SendBar, ThankYou, WaitingToSendRatings } from './SendOutcome';

/** /ratings/allinone's form: a yes/no per profile; yes opens that profile's questions. */
export function AllInOneForm({ page }: { page: AllInOnePage }) {
  const t = useMessages(feedbackMessages);
  const sendOrQueue = useSendOrQueue();
  const { profiles, conditionText } = page;
  const [all, setAll] = useState<AllInOneDraft>({});
  const [accepted, setAccepted] = useState(false);
  const [presses, setPresses] = useState(0);
  const { phase, send } = useSendOnce<Sent<null>>();
  // Profiles already answered: a retry after a partial failure sends only the rest.
  const sent = useRef(new Set<string>());

  if (phase.kind === 'saved') return phase.value.queued ? <WaitingToSendRatings /> : <ThankYou />;

  const missing = allInOneMissing(profiles, all);
  const termsMissing = allInOneNeedsTerms(profiles, all, conditionText) && !accepted;
  const highlight = showMissing(presses);
  const busy = phase.kind === 'sending';
  const set = (profile: RatingProfile, change: Partial<AllInOneDraft[string]>) =>
    setAll((current) => {
      const key = String(profile.id);
      return { ...current, [key]: { used: undefined, draft: emptyDraft, ...current[key], ...change } };
    });

  const sendAll = async (): Promise<HubResult<Sent<null>>> => {
    let queued = false;
    for (const answer of allInOneAnswers(profiles, all)) {
      if (sent.current.has(String(answer.id))) continue;
      const label = profiles.find((profile) => String(profile.id) === String(answer.id))?.title ?? '';
      // Once one answer had to wait, the rest wait with it instead of each meeting the network again.
      if (queued) await queue({ kind: 'rating', answer, label });
      else {
        const result = await sendOrQueue<null>({ kind: 'rating', answer, label });
        if (!result.ok) return result;
        queued = result.value.queued;
      }
      sent.current.add(String(answer.id));
    }
    return hubOk(queued ? { queued: true } : { queued: false, value: null });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setPresses((count) => count + 1);
    if (missing.length || termsMissing) return;
    void send(sendAll);
  };

  return (
    <WithKioskKeyboard>
      <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
        <fieldset className={styles.inputs} disabled={busy}>
          {profiles.map((profile) => {
            const entry = all[String(profile.id)];
            const choiceMissing = highlight && missing.includes(`choice:${profile.id}`);
            const prefix = `${profile.id}/`;
            const highlighted = new Set(
              highlight ? missing.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length)) : [],
            );
            return (
              <div key={profile.id} className={styles.form}>
                <fieldset
                  className={choiceMissing ? `${styles.group} ${styles.missing}` : styles.group}
                  aria-describedby={choiceMissing ? `allinone-${profile.id}-error` : undefined}
                >
                  <legend className={styles.legend}>{t('didYouUse', { title: profile.title })}</legend>
                  {profile.description ? <p className={styles.hint}>{profile.description}</p> : null}
                  <div className={styles.choices}>
                    {([true, false] as const).map((used) => (
                      <label key={String(used)} className={styles.choice}>
                        <input
                          type="radio"
                          name={`allinone-${profile.id}`}
                          checked={entry?.used === used}
                          onChange={() => set(profile, { used })}
                        />
                        {used ? t('yes') : t('no')}
                      </label>
                    ))}
                  </div>
                  {choiceMissing ? (
                    <p id={`allinone-${profile.id}-error`} className={styles.error}>
                      {t('mandatory_answer')}
                    </p>
                  ) : null}
                </fieldset>
                {entry?.used ? (
                  <ProfileInputs
                    profile={profile}
                    draft={entry.draft}
                    highlighted={highlighted}
                    onChange={(draft) => set(profile, { draft })}
                  />
                ) : null}
              </div>
            );
          })}
          {allInOneNeedsTerms(profiles, all, conditionText) && conditionText ? (
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
