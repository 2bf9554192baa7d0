import { useDeviceConfig, useDeviceType, useExternalLinkLabel, useLanguage, useMessages, useShellServices } from '@companion/shell';
import { firstScreenPriority, TileGrid } from '@companion/ui';
import { dashboardMessages } from './dashboard-messages';
import { useTileImage } from '../shared/use-tile-image';
import * as styles from './dashboard.css';
import { moduleLabel } from './module-label';
import { ModuleTile } from './ModuleTile';

/** The home page: one tile per module of the device profile. */
export function DashboardScreen() {
  const t = useMessages(dashboardMessages);
  const externalLabel = useExternalLinkLabel();
  const language = useLanguage();
  const profile = useDeviceConfig().deviceGroup.deviceProfile;
  const signage = useDeviceType() === 'DigitalSignage';
  // A kiosk or signage screen shows only the dashboard: its tiles take the whole screen.
  const fillsScreen = useShellServices().appKind !== 'guest';
  const tileImage = useTileImage();
  const hubLanguage = profile.languages[0]?.code ?? 'en';
  const modules = profile.modules;
  return (
    // Not a named region: its heading and its list already say "Services on board"; a third time was noise.
    <section className={fillsScreen ? styles.fillScreen : undefined} {...(fillsScreen ? { 'data-fills-screen': '' } : {})}>
      <h1 className={styles.heading}>{t('modules')}</h1>
      {modules.length === 0 ? (
        <p className={styles.empty}>{t('noModules')}</p>
      ) : (
        <TileGrid label={t('modules')} signage={signage} fill={fillsScreen} inset>
          {modules.map((module, index) => {
            const label = moduleLabel(module, language, hubLanguage, (key) => t(key));
            return (
              <ModuleTile
                key={module.id}
                module={module}
                label={label}
                image={{ ...tileImage(module.imageId), priority: firstScreenPriority(index) }}
                newWindowLabel={externalLabel(label)}
              />
            );
          })}
        </TileGrid>
      )}
    </section>
  );
}
