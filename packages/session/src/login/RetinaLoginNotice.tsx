import { useDeviceConfig, useMessages } from '@companion/shell';
import { sessionMessages } from '../session-messages';
import { textLink } from '@companion/ui';

/** Retina guests log in through their room's portal; without its address: configuration_missing. */
export function RetinaLoginNotice() {
  const t = useMessages(sessionMessages);
  const reloginUrl = useDeviceConfig().authentication.reloginUrl;
  if (!reloginUrl) return <p role="status">{t('configuration_missing')}</p>;
  return (
    <div>
      <p>{t('retinaMessage')}</p>
      <a className={textLink} href={reloginUrl}>
        {t('retinaLink')}
      </a>
    </div>
  );
}
