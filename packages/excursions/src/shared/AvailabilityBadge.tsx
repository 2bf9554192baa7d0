import { useMessages } from '@companion/shell';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { availabilityLabelFor } from '../rules/availability-label';

/** "N Space(s) Remaining" or "Limited Spaces Available"; nothing otherwise (bookable-services §9). */
export function AvailabilityBadge({ spaces }: { spaces: number | null | undefined }) {
  const t = useMessages(excursionsMessages);
  const label = availabilityLabelFor(spaces);
  if (!label) return null;
  return (
    <span className={styles.badge}>{label.kind === 'remaining' ? t('spacesRemaining', { count: label.spaces }) : t('limitedSpaces')}</span>
  );
}
