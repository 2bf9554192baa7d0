import { useEffect } from 'react';
import { navigationStore, type FooterType } from './navigation-store';

/**
 * A screen that needs another footer (the kiosk login hides it) sets it while it is shown. On
 * leaving it gives back the standard footer, never "the value before": the footer type is saved
 * with the navigation slice, so after a reload on such a screen the value before is its own.
 */
export function useFooterType(footerType: FooterType): void {
  useEffect(() => {
    navigationStore.getState().setFooterType(footerType);
    return () => navigationStore.getState().setFooterType('standard');
  }, [footerType]);
}
