import { Link } from 'react-router';
import type { Excursion } from '@companion/hub-client';
import { useDeviceConfig, useGuestLocale, useHub, useMessages, useThemeSettings } from '@companion/shell';
import { cardTitleLink, FallbackImage, formatTime, pictureLoading, Price, type PicturePriority } from '@companion/ui';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { fromPriceOf } from '../rules/from-price';
import { AvailabilityBadge } from './AvailabilityBadge';
import { durationText, excursionName } from './excursion-text';
import { excursionPicture } from './excursion-picture';

export type ExcursionCardProps = {
  excursion: Excursion;
  to: string;
  linkState?: unknown;
  /** The first cards of a list are on the first screen: fetched at once, the first one first. */
  imagePriority?: PicturePriority;
  /** Picture beside the text, when and how long on one line: signage's rows of a screenful. */
  wide?: boolean;
};

/** One excursion in a list: picture, name (the link), when, how long, from what price, spaces. */
export function ExcursionCard({ excursion, to, linkState, imagePriority, wide = false }: ExcursionCardProps) {
  const t = useMessages(excursionsMessages);
  const hub = useHub();
  const { locale, currency } = useGuestLocale();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const use12HourTime = useThemeSettings().use12HourTime;
  const name = excursionName(excursion);
  const start = formatTime(excursion.startTime, use12HourTime);
  const duration = durationText(excursion, t);
  const from = fromPriceOf(excursion);
  const when = [start ? t('startsAt', { time: start }) : '', excursion.timeOfDay ?? ''].filter(Boolean).join(' · ');
  const picture = (
    <FallbackImage
      className={wide ? styles.wideCardImage : styles.cardImage}
      src={excursionPicture(hub, excursion)}
      defaultSrc={defaultImage}
      alt=""
      // The card's 4:3 box (cardImage) holds the place before the picture arrives.
      width={400}
      height={300}
      {...pictureLoading(imagePriority)}
    />
  );
  return (
    <article className={wide ? styles.wideCard : styles.card} aria-label={name}>
      {wide ? <div className={styles.wideCardPicture}>{picture}</div> : picture}
      <div className={wide ? styles.wideCardBody : styles.cardBody}>
        <h2 className={wide ? styles.wideCardTitle : styles.cardTitle}>
          <Link to={to} state={linkState} className={cardTitleLink}>
            {name}
          </Link>
        </h2>
        {wide ? (
          <p className={styles.wideCardMeta}>{[when, duration].filter(Boolean).join(' · ')}</p>
        ) : (
          <>
            {when ? <p className={styles.meta}>{when}</p> : null}
            {duration ? <p className={styles.meta}>{duration}</p> : null}
          </>
        )}
        {from === 0 ? <p className={styles.meta}>{t('free')}</p> : null}
        {from ? (
          <p className={styles.meta}>
            {t('from')} <Price amount={from} locale={locale} currency={currency} />
          </p>
        ) : null}
        <AvailabilityBadge spaces={excursion.currentAvailability} />
      </div>
    </article>
  );
}
