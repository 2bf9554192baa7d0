import { useMessages } from '../i18n/use-messages';
import { offlineActionMessages, type OfflineAction } from './offline-action-messages';
import * as styles from './offline-action-notice.css';
import { useOffline } from './network-status';

export type OfflineActionNoticeProps = {
  /** What the disabled button does: the sentence names it. */
  action: OfflineAction;
  /** The id the disabled button's `aria-describedby` points at. */
  id: string;
};

/**
 * Beside an action that needs the hub and the guest's money or identity: while offline it says
 * why the button is disabled and that nothing was sent; online it renders nothing. The screen
 * disables its button with `useOfflineAction` (same network status), so the two always agree.
 */
export function OfflineActionNotice({ action, id }: OfflineActionNoticeProps) {
  const t = useMessages(offlineActionMessages);
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p id={id} role="status" className={styles.notice}>
      {t(action)}
    </p>
  );
}

/**
 * For the submit button: `disabled` while offline and `aria-describedby` pointing at the notice.
 * Nothing is queued: a press while offline does nothing, and a request already under way when
 * the network drops ends in the screen's usual error.
 */
export function useOfflineAction(id: string): { offline: boolean; describedBy: string | undefined } {
  const offline = useOffline();
  return { offline, describedBy: offline ? id : undefined };
}
