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
 * finder follows the deck plans, so the page opens on the ship, not on a keypad.
 */
export function ShipDetailScreen() {
  const t = useMessages(wayfinderMessages);
  const wayfinder = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  const finderFirst = useDeviceType() === 'Kiosk';
  const ship = useHubData(getShipContent, { cache: SHIP_CACHE });
  return (
    <div className={styles.page}>
      {wayfinder && finderFirst ? <CabinFinder /> : null}
      <HubDataState
        data={ship}
        loadingLabel={t('loadingShip')}
        failedTitle={t('shipFailed')}
        empty={{ when: (value) => value === null, title: t('noShipData') }}
      >
        {(value) => (value ? <ShipDetail ship={value} /> : null)}
      </HubDataState>
      {wayfinder && !finderFirst ? <CabinFinder /> : null}
    </div>
  );
}
