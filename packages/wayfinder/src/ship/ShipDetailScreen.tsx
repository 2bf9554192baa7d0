import { getShipContent } from '@companion/hub-client';
import { HubDataState, useDeviceConfig, useHubData, useMessages } from '@companion/shell';
import { CabinFinder } from '../cabin/CabinFinder';
import { wayfinderMessages } from '../wayfinder-messages';
import { ShipDetail } from './ShipDetail';
import * as styles from './ship.css';

/** Ship information is the same all voyage: kept for a day like the other catalogues. */
const SHIP_CACHE = { key: 'ships/content', lifetimeMs: 24 * 60 * 60 * 1000 };

/**
 * /shipdetail (bookable-services.md §2): the ship, its cabin categories and deck plans. Where the
 * device enables wayfinder (the kiosk by the lifts) the Cabin Finder comes first: "where is my
 * cabin" is the question asked there.
 */
export function ShipDetailScreen() {
  const t = useMessages(wayfinderMessages);
  const wayfinder = Boolean(useDeviceConfig().deviceGroup.deviceProfile.enableWayfinder);
  const ship = useHubData(getShipContent, { cache: SHIP_CACHE });
  return (
    <div className={styles.page}>
      {wayfinder ? <CabinFinder /> : null}
      <HubDataState
        data={ship}
        loadingLabel={t('loadingShip')}
        failedTitle={t('shipFailed')}
        empty={{ when: (value) => value === null, title: t('noShipData') }}
      >
        {(value) => (value ? <ShipDetail ship={value} /> : null)}
      </HubDataState>
    </div>
  );
}
