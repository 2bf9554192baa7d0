import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusableWithin } from './focusable';
import * as styles from './modal.css';

export type ModalProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
};

/**
 * A dialog that keeps keyboard focus inside while open, closes on Escape and gives focus back
 * to whatever opened it — so a kiosk guest using a keyboard or switch never gets lost behind it.
 */
export function Modal({ title, onClose, children, actions }: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableWithin(dialog)[0] ?? dialog).focus();
    return () => opener?.focus();
  }, []);

  // A control inside that disabled itself or went away (a stepper at its limit, a button busy
  // saving) leaves focus on the page's body, where the dialog's own key handler hears nothing:
  // Escape still closes it and Tab comes back into it.
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    function onStrayKey(event: globalThis.KeyboardEvent) {
      const dialog = dialogRef.current;
      if (!dialog || (document.activeElement && document.activeElement !== document.body)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current();
      } else if (event.key === 'Tab') {
        event.preventDefault();
        (focusableWithin(dialog)[0] ?? dialog).focus();
      }
    }
    document.addEventListener('keydown', onStrayKey);
    return () => document.removeEventListener('keydown', onStrayKey);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = focusableWithin(dialogRef.current);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </div>
  );
}
