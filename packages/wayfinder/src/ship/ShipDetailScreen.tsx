import { getShipContent } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { CabinFinder } from '../cabin/CabinFinder';
import { wayfinderMessages } from '../wayfinder-messages';
import { ShipDetail } from './ShipDetail';
import * as styles from './ship.css';

/** Ship information is the same all voyage: kept for a day like the other catalogues. */
const SHIP_CACHE = { key: 'ships/content', lifetimeMs: 24 * 60 * 60 * 1000 };

/**
 * /shipdetail (bookable-services.md §2): the ship, its cabin categories and deck plans, and the
 * Cabin Finder where the device enables wayfinder. On the kiosk by the lifts the Cabin Finder comes
 * first ("where is my cabin" is the question asked there); on a phone the ship comes first and the
 * finder follows the deck plans, so the page opens on the ship, not on a keypad. On the kiosk the
 * finder sits under the ship's name (the page's h1), so a screen reader that starts at the heading
 * meets it first; until the ship is there it stands alone.
 */
export function ShipDetailScreen() {
  const t = useMessages(wayfinderMessages);
  const wayfinder = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  const finderFirst = useDeviceType() === 'Kiosk';
  const ship = useHubData(getShipContent, { cache: SHIP_CACHE });
  const finder = wayfinder ? <CabinFinder /> : null;
  const shipShown = ship.status === 'ready' && ship.value !== null;
  return (
    <div className={styles.page}>
      {finderFirst && !shipShown ? finder : null}
      <HubDataState
        data={ship}
        loadingLabel={t('loadingShip')}
        failedTitle={t('shipFailed')}
        empty={{ when: (value) => value === null, title: t('noShipData') }}
      >
        {(value) => (value ? <ShipDetail ship={value} underTitle={finderFirst ? finder : null} /> : null)}
      </HubDataState>
      {finderFirst ? null : finder}
    </div>
  );
}
