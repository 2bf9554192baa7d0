import { Link } from 'react-router';
import { EmptyState, textLink } from '@companion/ui';
import { useMessages } from '../i18n/use-messages';
import { shellMessages } from '../shell-messages';

/**
 * The one item an address names is not there (an old link, a removed item, an address that can
 * name nothing): said plainly, with the way home. Trying again cannot help, so no retry.
 */
export function GoneState() {
  const t = useMessages(shellMessages);
  return (
    <EmptyState
      title={t('itemGone')}
      detail={t('itemGoneDetail')}
      action={
        <Link className={textLink} to="/">
          {t('home')}
        </Link>
      }
    />
  );
}
