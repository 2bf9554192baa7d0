import { useCallback } from 'react';
import type { HubError } from '@companion/hub-client';
import { useMessages } from '../i18n/use-messages';
import { hubErrorReasonMessages } from './hub-error-reason-messages';

/**
 * The cause of a failed hub call in the guest's language, for the spec's "There has been an
 * error: {error}" (bookable-services §8): the hub's own words when it gave some, otherwise a
 * sentence per kind of failure. Never the browser's or ky's English ("Failed to fetch",
 * "HTTP 500") and never a validation report.
 */
export function useHubErrorReason(): (error: HubError) => string {
  const t = useMessages(hubErrorReasonMessages);
  return useCallback(
    (error: HubError) => {
      switch (error.kind) {
        case 'http':
        case 'forbidden':
          return error.message || t('status', { status: error.status });
        case 'network':
          return t('network');
        case 'timeout':
          return t('timeout');
        case 'invalid-response':
          return t('unreadable');
      }
    },
    [t],
  );
}
