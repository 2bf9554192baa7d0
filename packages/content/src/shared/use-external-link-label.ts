import { useExternalLinksOnPhone, useMessages } from '@companion/shell';
import { dashboardMessages } from '../dashboard/dashboard-messages';

/**
 * The name of a link that leaves the product. On the guest's phone it opens in a new window and
 * says so; on a kiosk or signage screen it opens the "Open on your phone" dialog, which explains
 * itself, so the name is the title alone rather than a promise of a window that never opens.
 */
export function useExternalLinkLabel(): (title: string) => string {
  const t = useMessages(dashboardMessages);
  const onPhone = useExternalLinksOnPhone();
  return (title) => (onPhone ? title : t('opensInNewWindow', { title }));
}
