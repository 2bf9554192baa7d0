import { createElement, useCallback } from 'react';
import { Link, useParams } from 'react-router';
import { imageAddress, type HubClient, type TacItem, type TacModule } from '@companion/hub-client';
import { HubDataState, routePaths, useDeviceConfig, useHub, useHubData, useMessages, useWayfinderPanel } from '@companion/shell';
import { FallbackImage, SafeHtml } from '@companion/ui';
import { tacBookingStore } from '../booking/tac-booking-store';
import { reservationsMessages } from '../reservations-messages';
import { ItemPrice } from '../shared/ItemPrice';
import * as styles from '../reservations.css';
import { isBookable } from '../rules/bookable';
import { initialPersons } from '../rules/persons';
import { BookingGate } from '@companion/session';
import { durationText } from '../shared/item-text';
import { loadItem } from './load-pages';

/** /activity/detail/{id}, /dining/detail/{id}, /spa/detail/{id}: the item, and Book now for who may book. */
function ItemDetailScreen({ module }: { module: TacModule }) {
  const t = useMessages(reservationsMessages);
  const id = useParams().id ?? '';
  const load = useCallback((hub: HubClient) => loadItem(hub, module, id), [module, id]);
  const item = useHubData(load);
  return (
    <div className={styles.page}>
      <HubDataState data={item} loadingLabel={t('loadingItem')} failedTitle={t('itemFailed')} missingIsGone>
        {(ready) => <ItemDetail item={ready} module={module} />}
      </HubDataState>
    </div>
  );
}

function ItemDetail({ item, module }: { item: TacItem; module: TacModule }) {
  const t = useMessages(reservationsMessages);
  const hub = useHub();
  const config = useDeviceConfig();
  const WayfinderPanel = useWayfinderPanel();
  const showWayfinder = Boolean(WayfinderPanel && item.wayfinderProfile && config.deviceGroup.deviceProfile.enableWayfinder);
  const duration = durationText(item.duration, t);
  const choose = () => tacBookingStore.setState({ module, objectId: item.id, numberOfPersons: initialPersons(module) });
  return (
    <article className={styles.detailLayout} aria-labelledby="item-title">
      <div>
        <h1 id="item-title" className={styles.title}>
          {item.title}
        </h1>
        {item.imageUrl ? (
          <FallbackImage
            className={styles.heroImage}
            src={imageAddress(hub, item.imageUrl, { width: 1024 })}
            defaultSrc={config.hub.defaultImageUrl ?? undefined}
            alt=""
          />
        ) : null}
        {item.description ? (
          <section aria-label={t('description')}>
            <SafeHtml html={item.description} />
          </section>
        ) : null}
        {item.justToKnow ? (
          <section aria-labelledby="just-to-know">
            <h2 id="just-to-know" className={styles.subtitle}>
              {t('justToKnow')}
            </h2>
            <SafeHtml html={item.justToKnow} />
          </section>
        ) : null}
        {/* The app's slot is one component for the app's life, not created here: createElement says so to the linter. */}
        {showWayfinder && WayfinderPanel && item.wayfinderProfile
          ? createElement(WayfinderPanel, { wayfinderProfileId: String(item.wayfinderProfile.id), destinationName: item.title })
          : null}
      </div>
      <aside className={styles.aside} aria-label={t('atAGlance')}>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t('price')}</dt>
          <dd className={styles.factValue}>
            <ItemPrice price={item.price} />
          </dd>
          {duration ? (
            <>
              <dt className={styles.factName}>{t('duration')}</dt>
              <dd className={styles.factValue}>{duration}</dd>
            </>
          ) : null}
          {item.location ? (
            <>
              <dt className={styles.factName}>{t('location')}</dt>
              <dd className={styles.factValue}>{item.location}</dd>
            </>
          ) : null}
        </dl>
        {isBookable(item) ? (
          <BookingGate>
            <Link to={routePaths.tacBooking()} onClick={choose} className={styles.action}>
              {t('bookNow')}
            </Link>
          </BookingGate>
        ) : (
          <p className={styles.meta}>{t('noBookingNeeded')}</p>
        )}
      </aside>
    </article>
  );
}

export const ActivityDetailScreen = () => <ItemDetailScreen module="activity" />;
export const DiningDetailScreen = () => <ItemDetailScreen module="dining" />;
export const SpaDetailScreen = () => <ItemDetailScreen module="spa" />;
