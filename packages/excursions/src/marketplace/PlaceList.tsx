import { Link } from 'react-router';
import type { HubId } from '@companion/hub-client';
import * as styles from './marketplace.css';

/** A map pin: the list's only picture, drawn by the product, since the places bring none. */
function PinIcon() {
  return (
    <svg className={styles.placePin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

/**
 * Places without pictures (the marketplace gives a country only its id and name) as a list of
 * names: a grid of picture tiles with nothing but a colour in each would look unfinished.
 */
export function PlaceList({
  places,
  label,
  pathOf,
}: {
  places: readonly { id: HubId; name: string }[];
  label: string;
  pathOf: (id: HubId) => string;
}) {
  return (
    <ul className={styles.placeList} aria-label={label}>
      {places.map((place) => (
        <li key={String(place.id)}>
          <Link to={pathOf(place.id)} className={styles.placeLink}>
            <PinIcon />
            <span className={styles.placeName}>{place.name}</span>
            <svg className={styles.placeChevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </Link>
        </li>
      ))}
    </ul>
  );
}
