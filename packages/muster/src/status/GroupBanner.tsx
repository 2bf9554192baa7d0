import type { MusterStatus } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { musterMessages } from '../muster-messages';
import * as styles from '../muster.css';
import { isGroupComplete, isPersonComplete } from '../rules/muster-completion';

/** Whether the whole party has mustered, or how many still have to (§4), announced as a status. */
export function GroupBanner({ status }: { status: MusterStatus }) {
  const t = useMessages(musterMessages);
  const required = status.musterStationVisitRequired === true;
  const open = status.passengers.filter((passenger) => !isPersonComplete(passenger, required)).length;
  return (
    <p role="status" className={styles.banner}>
      {isGroupComplete(status) ? t('groupComplete') : t('groupIncomplete', { count: open })}
    </p>
  );
}
