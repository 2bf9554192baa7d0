import { useId } from 'react';
import type { ApplicableGuest } from '@companion/hub-client';
import { passengerStatusReasons, type PassengerStatusReason } from '@companion/hub-client';
import { useGuestLocale, useMessages } from '@companion/shell';
import { Price } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { isSelectable } from '../rules/booking-rules';

export type GuestPickerProps = {
  guests: readonly ApplicableGuest[];
  selected: ReadonlySet<string>;
  onToggle: (accountNumber: string) => void;
  /**
   * Ids (space-separated) of the shown messages about the choice of guests. Only those: a message
   * about another control (the terms) would be read as if the choice of guests were wrong. They
   * describe the group and each guest who can be ticked: a failed press moves focus to the first
   * of those, and a screen reader reads the box's own description, not always its group's.
   */
  describedBy?: string | undefined;
  /** Whether a message about the choice of guests stands. */
  invalid?: boolean | undefined;
};

const isKnownReason = (reason: string): reason is PassengerStatusReason => (passengerStatusReasons as readonly string[]).includes(reason);

/** The party with prices; guests the server rules out are disabled with its reasons beside them. */
export function GuestPicker({ guests, selected, onToggle, describedBy, invalid }: GuestPickerProps) {
  const t = useMessages(excursionsMessages);
  const { locale, currency } = useGuestLocale();
  // With the picker twice on a page, fixed ids would describe a guest by the other picker's reasons.
  const reasonsPrefix = useId();
  return (
    <fieldset className={styles.fieldset} aria-invalid={invalid || undefined} aria-describedby={describedBy}>
      <legend>{t('chooseGuests')}</legend>
      <ul className={styles.guests}>
        {guests.map((guest) => {
          const id = String(guest.accountNumber);
          const name = `${guest.firstName} ${guest.lastName}`;
          const reasons = guest.statusReasons ?? [];
          const reasonsId = `${reasonsPrefix}-reasons-${id}`;
          const selectable = isSelectable(guest);
          const description = [reasons.length ? reasonsId : '', selectable ? (describedBy ?? '') : ''].filter(Boolean).join(' ');
          return (
            <li key={id} className={styles.guest}>
              <label className={styles.choice}>
                <input
                  type="checkbox"
                  checked={selected.has(id)}
                  disabled={!selectable}
                  onChange={() => onToggle(id)}
                  aria-describedby={description || undefined}
                />
                {name}
              </label>
              {guest.price !== null && guest.price !== undefined ? (
                <span>
                  {/* "FREE", as the detail page says it, not "£0.00". */}
                  {t('guestPrice')}: {guest.price === 0 ? t('free') : <Price amount={guest.price} locale={locale} currency={currency} />}
                </span>
              ) : null}
              {reasons.length ? (
                <ul id={reasonsId} className={styles.reasons} aria-label={t('reasonsFor', { name })}>
                  {reasons.map((reason) => (
                    <li key={reason}>{isKnownReason(reason) ? t(reason) : t('unknownReason', { reason })}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
