import type { ReactNode } from 'react';
import { useDeviceConfig, useGuestLocale, useMessages } from '@companion/shell';
import { FallbackImage, SafeHtml, sanitizeHubHtml } from '@companion/ui';
import type { MarketplaceLanguage } from '@companion/hub-client';
import { excursionsMessages } from '../excursions-messages';
import * as styles from '../excursions.css';
import { activityDurationText } from './activity-duration';
import { galleryImages } from './gallery-images';
import { groupTaxonomies } from './group-taxonomies';
import type { ActivityPage } from './load-activity-page';
import { MarketplacePage } from './MarketplacePage';
import { FactList, type Fact } from '../shared/FactList';
import * as marketplaceStyles from './marketplace.css';
import { useMarketplaceImage } from './use-marketplace-image';

const languageName = (language: MarketplaceLanguage) => (typeof language === 'string' ? language : language.name);

/** A titled section of the detail. */
function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.subtitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Marketplace HTML under its heading, through the shared sanitiser; nothing when the hub sent none. */
function HtmlPart({ id, title, html }: { id: string; title: string; html: string | null | undefined }) {
  if (!sanitizeHubHtml(html)) return null;
  return (
    <Part id={id} title={title}>
      <SafeHtml className={marketplaceStyles.html} html={html} />
    </Part>
  );
}

/**
 * bookable-services §3 "Third-party activity": title, picture, duration, price, languages,
 * features, the HTML texts (always through the shared sanitiser), highlights, inclusions and
 * exclusions, and the picture gallery.
 */
export function ActivityDetail({ page, back }: { page: ActivityPage; back: { to: string; label: string } }) {
  const t = useMessages(excursionsMessages);
  const { locale } = useGuestLocale();
  const defaultImage = useDeviceConfig().hub.defaultImageUrl ?? undefined;
  const image = useMarketplaceImage();
  const { activity, taxonomies, media } = page;
  const duration = activityDurationText(activity, t, locale);
  const languages = (activity.languages ?? []).map(languageName).filter(Boolean).join(', ');
  const facts: Fact[] = [
    [t('duration'), duration],
    [t('price'), activity.retail_price?.formatted_value],
    [t('languages'), languages || undefined],
  ];
  const groups = groupTaxonomies(taxonomies);
  const pictures = galleryImages(media);
  return (
    <MarketplacePage title={activity.title} back={back}>
      <div className={styles.detailLayout}>
        <div>
          <FallbackImage className={styles.heroImage} src={image(activity.cover_image_url)} defaultSrc={defaultImage} alt="" />
          <HtmlPart id="activity-about" title={t('about')} html={activity.about} />
          {groups.map((group) => (
            <Part key={group.type} id={`activity-${group.type}`} title={t(group.type)}>
              <ul className={marketplaceStyles.list}>
                {group.names.map((name, index) => (
                  <li key={`${index}-${name}`}>{name}</li>
                ))}
              </ul>
            </Part>
          ))}
          <HtmlPart id="activity-where" title={t('whereText')} html={activity.where_text} />
          <HtmlPart id="activity-meeting-point" title={t('meetingPoint')} html={activity.meeting_point} />
          <HtmlPart id="activity-info" title={t('info')} html={activity.info} />
          {pictures.length > 0 ? (
            <Part id="activity-gallery" title={t('gallery')}>
              <ul className={marketplaceStyles.gallery}>
                {pictures.map((url, index) => (
                  <li key={`${index}-${url}`}>
                    <FallbackImage
                      className={marketplaceStyles.galleryImage}
                      src={image(url)}
                      defaultSrc={defaultImage}
                      alt={t('galleryPicture', { number: index + 1, count: pictures.length, title: activity.title })}
                      loading="lazy"
                    />
                  </li>
                ))}
              </ul>
            </Part>
          ) : null}
        </div>
        <aside className={styles.aside} aria-labelledby="activity-facts">
          <h2 id="activity-facts" className={styles.subtitle}>
            {t('facts')}
          </h2>
          <FactList facts={facts} />
          {activity.features?.length ? (
            <>
              <h3 id="activity-features" className={styles.factName}>
                {t('features')}
              </h3>
              <ul className={styles.chips} aria-labelledby="activity-features">
                {activity.features.map((feature) => (
                  <li key={feature.code} className={marketplaceStyles.feature}>
                    {feature.name}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </aside>
      </div>
    </MarketplacePage>
  );
}
