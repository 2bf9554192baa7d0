import { Link } from 'react-router';
import { useMessages } from '@companion/shell';
import { textLink } from '@companion/ui';
import { musterMessages } from './muster-messages';
import { musterPaths } from './muster-paths';

/** /muster/home is the return target of the video, status and schedule (§2.7). */
export function BackToMuster() {
  const t = useMessages(musterMessages);
  return (
    <p>
      <Link to={musterPaths.home} className={textLink}>
        {t('backToMuster')}
      </Link>
    </p>
  );
}
