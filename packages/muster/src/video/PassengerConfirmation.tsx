import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { updateMusterVideoSeen, type MusterPassenger } from '@companion/hub-client';
import { useHub, useMessages } from '@companion/shell';
import { Button, Disclosure, SafeHtml, textLink, useResultView } from '@companion/ui';
import { musterMessages } from '../muster-messages';
import { musterPaths } from '../muster-paths';
import * as styles from '../muster.css';
import { musterSubmitProblems, passengerName, unwatched, type MusterSubmitProblem } from '../rules/muster-completion';
import { useSubmitOnce } from './submit-once';

type Props = { passengers: readonly MusterPassenger[]; conditions: string | null | undefined };

/** After the video: pick who watched it, accept the conditions, post updateVideoSeen once (§4, §5). */
export function PassengerConfirmation({ passengers, conditions }: Props) {
  const t = useMessages(musterMessages);
  const hub = useHub();
  const open = unwatched(passengers);
  const done = passengers.filter((passenger) => passenger.isVideoWatched === true);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [accepted, setAccepted] = useState(false);
  // After the first press the messages follow the form, so a fixed one leaves at once.
  const [attempted, setAttempted] = useState(false);
  const { phase, submit } = useSubmitOnce();
  // Not fixed ids: with the form twice on a page, a control would be described by the other's messages.
  const problemId = useId();

  if (open.length === 0) return <p className={styles.notice}>{t('everyoneWatched')}</p>;
  if (phase === 'saved') return <Submitted />;

  const busy = phase === 'sending';
  const problems = attempted ? musterSubmitProblems(selected.size, accepted) : [];
  const idOf = (problem: MusterSubmitProblem) => `${problemId}-${problem}`;
  const passengerMissing = problems.includes('selectPassenger');
  const termsMissing = problems.includes('acceptTerms');
  const toggle = (key: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (musterSubmitProblems(selected.size, accepted).length) return;
    const accountIds = open.filter((passenger) => selected.has(String(passenger.id))).map((passenger) => passenger.accountNumber);
    void submit(() => updateMusterVideoSeen(hub, accountIds));
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <fieldset
        className={styles.group}
        disabled={busy}
        aria-invalid={passengerMissing || undefined}
        aria-describedby={passengerMissing ? idOf('selectPassenger') : undefined}
      >
        <legend className={styles.legend}>{t('whoWatched')}</legend>
        {open.map((passenger) => (
          <label key={passenger.id} className={styles.choice}>
            <input
              type="checkbox"
              checked={selected.has(String(passenger.id))}
              onChange={(event) => toggle(String(passenger.id), event.target.checked)}
            />
            {passengerName(passenger)}
          </label>
        ))}
        {done.length ? <p className={styles.hint}>{t('alreadyWatched', { names: done.map(passengerName).join(', ') })}</p> : null}
      </fieldset>
      {conditions ? (
        <Disclosure summary={t('termsTitle')}>
          <SafeHtml html={conditions} />
        </Disclosure>
      ) : null}
      <label className={styles.choice}>
        <input
          type="checkbox"
          checked={accepted}
          disabled={busy}
          aria-invalid={termsMissing || undefined}
          aria-describedby={termsMissing ? idOf('acceptTerms') : undefined}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {t('termsLabel')}
      </label>
      {problems.length || phase === 'error' ? (
        // One alert, so a failed press is announced at once; each message is also its control's description.
        <div role="alert" className={styles.error}>
          {problems.map((problem) => (
            <p key={problem} id={idOf(problem)}>
              {t(problem)}
            </p>
          ))}
          {phase === 'error' ? (
            <p>
              {t('submitFailed')}{' '}
              <Link to={musterPaths.home} className={textLink}>
                {t('backToMuster')}
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? t('confirming') : t('confirm')}
        </Button>
      </div>
    </form>
  );
}

/** The confirmation sent, in place of the form, at the top of the page (useResultView). */
function Submitted() {
  const t = useMessages(musterMessages);
  const first = useResultView<HTMLParagraphElement>();
  return (
    <div role="status" className={styles.form}>
      <p ref={first} tabIndex={-1} className={styles.notice}>
        {t('submitted')}
      </p>
      <Link to={musterPaths.status} className={textLink}>
        {t('seeStatus')}
      </Link>
    </div>
  );
}
