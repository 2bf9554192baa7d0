import { useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { routePaths, useDeviceConfig, useExternalLinkLabel, useLanguage, useMessages } from '@companion/shell';
import { TileGrid } from '@companion/ui';
import { useTileImage } from '../shared/use-tile-image';
import { dashboardMessages } from './dashboard-messages';
import * as styles from './dashboard.css';
import { moduleLabel } from './module-label';
import { ModuleTile } from './ModuleTile';
import { moreOnBoardMessages } from './more-on-board-messages';
import { useServicesFitUnderPage } from './room-under-page';

/**
 * The dashboard's services under a kiosk's page, in the screen the page leaves (the shell's
 * `belowPage` slot): a short page (a booking list, the muster status) left half of a portrait
 * kiosk empty, and a guest there goes on to the next service from it without Home. Not on the
 * home page, which is that menu, nor on the login, a task of its own, nor under a page that leaves
 * too little of the screen for them (`servicesFitUnderPage`). Its pictures load after the page's own.
 */
export default function MoreOnBoardView() {
  const t = useMessages(moreOnBoardMessages);
  const labels = useMessages(dashboardMessages);
  const externalLabel = useExternalLinkLabel();
  const language = useLanguage();
  const titleId = useId();
  const tileImage = useTileImage();
  const { pathname } = useLocation();
  const profile = useDeviceConfig().deviceGroup.deviceProfile;
  const hubLanguage = profile.languages[0]?.code ?? 'en';
  const services = useRef<HTMLElement>(null);
  const fits = useServicesFitUnderPage(services, pathname);
  if (profile.modules.length === 0 || pathname === routePaths.home() || pathname === routePaths.login()) return null;
  return (
    <nav ref={services} className={styles.moreOnBoard} aria-labelledby={titleId} hidden={!fits}>
      <h2 id={titleId} className={styles.moreOnBoardTitle}>
        {t('moreOnBoard')}
      </h2>
      <TileGrid label={t('moreOnBoard')} fill inset>
        {profile.modules.map((module) => {
          const label = moduleLabel(module, language, hubLanguage, (key) => labels(key));
          return (
            <ModuleTile
              key={module.id}
              module={module}
              label={label}
              image={tileImage(module.imageId)}
              newWindowLabel={externalLabel(label)}
            />
          );
        })}
      </TileGrid>
    </nav>
  );
}
