import { useEffect } from 'react';
import { navigationStore, type FooterType } from './navigation-store';

/** A screen that needs another footer (the kiosk login hides it) sets it while it is shown. */
export function useFooterType(footerType: FooterType): void {
  useEffect(() => {
    const previous = navigationStore.getState().footerType;
    navigationStore.getState().setFooterType(footerType);
    return () => navigationStore.getState().setFooterType(previous);
  }, [footerType]);
}
