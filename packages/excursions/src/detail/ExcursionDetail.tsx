import type { ReactNode } from 'react';
import { imageAddress, type Excursion, type ExcursionDescription } from '@companion/hub-client';
import { useDateLocale, useDeviceConfig, useDeviceFlags, useHub, useMessages, useThemeSettings } from '@companion/shell';
import { FallbackImage, formatDate, formatTime, textLink } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { AvailabilityBadge } from '../shared/AvailabilityBadge';
import { FactList, type Fact } from '../shared/FactList';
import { durationText, excursionName } from '../shared/excursion-text';
import { tagsOf } from '../list/filter-excursions';
import { ExcursionDescriptions } from './ExcursionDescriptions';
import { ExcursionPrices } from './ExcursionPrices';
import { PortInformation } from './PortInformation';

export type ExcursionDetailProps = {
  excursion: Excursion;
  descriptions: readonly ExcursionDescription[];
  /** The booking area: Book now, Add to basket, or what stands in for them. */
  action: ReactNode;
};

/** Everything a guest reads before booking (bookable-services §2, §3). */
export function ExcursionDetail({ excursion, descriptions, action }: ExcursionDetailProps) {
  const t = useMessages(excursionsMessages);
  const hub = useHub();
  const locale = useDateLocale();
  const use12HourTime = useThemeSettings().use12HourTime;
  const { showPdfs } = useDeviceFlags();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const name = excursionName(excursion);
  const duration = durationText(excursion, t);
  const start = formatTime(excursion.startTime, use12HourTime);
  const tags = tagsOf(excursion);
  const facts: Fact[] = [
    [t('portDate'), excursion.date ? formatDate(excursion.date, locale) : undefined],
    [t('duration'), duration],
    [t('timeOfDay'), [start, excursion.timeOfDay].filter(Boolean).join(' · ') || undefined],
    [t('bookingCode'), excursion.bookingCode ?? undefined],
  ];
  return (
    <article className={styles.page} aria-labelledby="excursion-title">
      <h1 id="excursion-title" className={styles.title}>
        {name}
      </h1>
      <div className={styles.detailLayout}>
        <div>
          <FallbackImage
            className={styles.heroImage}
            src={excursion.imageUrl ? imageAddress(hub, excursion.imageUrl, { width: 1024 }) : undefined}
            defaultSrc={defaultImage}
            alt=""
          />
          <ExcursionDescriptions descriptions={descriptions} />
          {tags.length ? (
            <section aria-labelledby="excursion-tags">
              <h2 id="excursion-tags" className={styles.subtitle}>
                {t('tags')}
              </h2>
              <ul className={styles.chips}>
                {tags.map((tag) => (
                  <li key={tag.name} className={styles.chip}>
                    {tag.name}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <PortInformation />
        </div>
        <aside className={styles.aside} aria-label={t('facts')}>
          <h2 className={styles.subtitle}>{t('facts')}</h2>
          <FactList facts={facts} />
          <AvailabilityBadge spaces={excursion.currentAvailability} />
          <ExcursionPrices excursion={excursion} />
          {excursion.waiverPdfUrl && showPdfs ? (
            <a className={textLink} href={new URL(excursion.waiverPdfUrl.url, hub.hubApiUrl).href} target="_blank" rel="noreferrer">
              {t('waiver')}
            </a>
          ) : null}
          {action}
        </aside>
      </div>
    </article>
  );
}
