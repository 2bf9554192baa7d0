import type { ExcursionDescription } from '@companion/hub-client';
import { useMessages } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';

/** The description types the page shows, in this order (bookable-services §3). */
const shownTypes = ['Description', 'WalkingInfo', 'Notes', 'Hint'] as const;
const headingOf = { Description: 'description', WalkingInfo: 'WalkingInfo', Notes: 'Notes', Hint: 'Hint' } as const;

/** Each text under its heading; the whitelisted HTML goes through the sanitiser, plain text stays text. */
export function ExcursionDescriptions({ descriptions }: { descriptions: readonly ExcursionDescription[] }) {
  const t = useMessages(excursionsMessages);
  return (
    <>
      {shownTypes.map((type) =>
        descriptions
          .filter((description) => description.descriptionType === type)
          .map((description, index) => (
            <section key={`${type}-${index}`} aria-labelledby={`description-${type}-${index}`}>
              <h2 id={`description-${type}-${index}`} className={styles.subtitle}>
                {t(headingOf[type])}
              </h2>
              {description.value.defaultWhitelistedValue ? (
                <SafeHtml html={description.value.defaultWhitelistedValue} />
              ) : (
                <p>{description.value.defaultValue}</p>
              )}
            </section>
          )),
      )}
    </>
  );
}
