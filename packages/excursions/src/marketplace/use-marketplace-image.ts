import { useCallback } from 'react';
import { useHub } from '@companion/shell';

/**
 * Marketplace picture addresses are absolute; a relative one is read against the hub API address
 * (as waiver addresses are), never against the page. Nothing for a missing or unreadable address.
 */
export function useMarketplaceImage(): (address: string | null | undefined) => string | undefined {
  const hubApiUrl = useHub().hubApiUrl;
  return useCallback(
    (address) => {
      if (!address) return undefined;
      try {
        return new URL(address, hubApiUrl).href;
      } catch {
        return undefined;
      }
    },
    [hubApiUrl],
  );
}
