import { useLocation } from 'react-router';

/** Where a link or a redirect led, for addresses the screen under test does not own. */
export function Elsewhere() {
  const location = useLocation();
  return <output aria-label="elsewhere">{`${location.pathname}${location.search}`}</output>;
}
