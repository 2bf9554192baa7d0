import type { ReactNode } from 'react';
import type { ShipContent, TechnicalFact } from '@companion/hub-client';
import { ScreenPages, useDeviceType, useMessages } from '@companion/shell';
import { SafeHtml } from '@companion/ui';
import { DeckPicker } from '../deck/DeckPicker';
import { wayfinderMessages } from '../wayfinder-messages';
import * as styles from './ship.css';

/** The ship's page; `underTitle` is what a device puts straight under its name (the kiosk's Cabin Finder). */
export function ShipDetail({ ship, underTitle = null }: { ship: ShipContent; underTitle?: ReactNode }) {
  const t = useMessages(wayfinderMessages);
  const technical = ship.technicalData;
  const categories = ship.cabin?.cabinDeck ?? [];
  const deckPlans = ship.deckPlans ?? [];
  const signage = useDeviceType() === 'DigitalSignage';
  const about = (
    <>
      {ship.description ? <SafeHtml className={styles.text} html={ship.description} /> : null}
      <div className={styles.shipFacts}>
        {technical && technical.left.length + technical.right.length > 0 ? (
          <section className={styles.section} aria-labelledby="ship-technical">
            <h2 id="ship-technical" className={styles.sectionTitle}>
              {t('technicalData')}
            </h2>
            <div className={styles.columns}>
              <Facts facts={technical.left} />
              <Facts facts={technical.right} />
            </div>
          </section>
        ) : null}
        {ship.cabin ? (
          <section className={styles.section} aria-labelledby="ship-cabins">
            <h2 id="ship-cabins" className={styles.sectionTitle}>
              {ship.cabin.title || t('cabinCategories')}
            </h2>
            {ship.cabin.description ? <SafeHtml className={styles.text} html={ship.cabin.description} /> : null}
            {categories.length > 0 ? (
              <ul className={styles.categories} aria-label={t('cabinCategories')}>
                {categories.map((category) => (
                  <li key={category.cabinCode} className={styles.category}>
                    {/* The colour the deck plans paint the category's cabins in. */}
                    <span className={styles.swatch} style={{ background: category.colours }} aria-hidden="true" />
                    <span>
                      <strong>{category.cabinCategory}</strong>
                      <br />
                      <span className={styles.categoryDetail}>
                        {t('cabinCode', { code: category.cabinCode })}
                        {category.decks && category.decks.length > 0
                          ? ` · ${t('onDecks', { count: category.decks.length, decks: category.decks.join(', ') })}`
                          : null}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        ) : null}
      </div>
    </>
  );
  const plans =
    deckPlans.length > 0 ? (
      <section className={styles.section} aria-labelledby="ship-deck-plans">
        <h2 id="ship-deck-plans" className={styles.sectionTitle}>
          {t('deckPlans')}
        </h2>
        <DeckPicker decks={deckPlans} cabinCategories={categories} />
      </section>
    ) : null;
  return (
    <>
      <h1 className={styles.title}>{ship.shipName}</h1>
      {underTitle}
      {/* A sign never scrolls: the ship on one screen, its deck plans on the next. */}
      {signage && plans ? (
        <ScreenPages items={[about, plans]} perPage={1} label={t('shipPages')}>
          {([part]) => <div className={styles.signagePart}>{part}</div>}
        </ScreenPages>
      ) : (
        <>
          {about}
          {plans}
        </>
      )}
    </>
  );
}

function Facts({ facts }: { facts: readonly TechnicalFact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.label} style={{ display: 'contents' }}>
          <dt className={styles.factLabel}>{fact.label}</dt>
          <dd className={styles.factValue}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
