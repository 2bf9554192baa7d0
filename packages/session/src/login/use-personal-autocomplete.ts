import { useDeviceType } from '@companion/shell';

/**
 * The autocomplete value of a login field that holds something personal (a name, a booking
 * reference, a date of birth). On a guest's own phone the browser's autofill hint helps them; on
 * a shared screen (a kiosk) the browser's form history would offer the next guest the earlier
 * guests' entries, so there it is "off".
 */
export function usePersonalAutoComplete(): (phoneHint?: string) => string | undefined {
  const ownDevice = useDeviceType() === 'App';
  return (phoneHint) => (ownDevice ? phoneHint : 'off');
}
