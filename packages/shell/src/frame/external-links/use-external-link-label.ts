import { useMessages } from '../../i18n/use-messages';
import { useShellServices } from '../../shell-context';
import { shellMessages } from '../../shell-messages';

/**
 * The name of a link that leaves the product. On the guest's phone it opens in a new window and
 * says so; on a kiosk or signage screen (whose rules mount `ExternalLinksOnPhone`) it opens the
 * "Open on your phone" dialog, which explains itself, so the name is the title alone rather than
 * a promise of a window that never opens. It lives with the shell's catalogue, not a feature's:
 * the dashboard and the content screens each name such links, and a shared catalogue between
 * them was a file of its own on both first visits (docs/performance.md, "Fewer files a route, again").
 */
export function useExternalLinkLabel(): (title: string) => string {
  const t = useMessages(shellMessages);
  const offeredOnPhone = useShellServices().appKind !== 'guest';
  return (title) => (offeredOnPhone ? title : t('opensInNewWindow', { title }));
}
