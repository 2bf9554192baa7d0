import { useShellServices } from '../../shell-context';

/**
 * Whether a link that leaves the product is offered on the guest's phone (a QR code) instead of
 * opened in a new window: on the shared screens, whose rules mount `ExternalLinksOnPhone`. Links
 * name what they do, so a kiosk's link does not promise a window it will not open.
 */
export function useExternalLinksOnPhone(): boolean {
  return useShellServices().appKind !== 'guest';
}
