import { Link } from 'react-router';
import type { Module } from '@companion/hub-client';
import { useDeviceConfig, useDeviceType, useMessages } from '@companion/shell';
import { Tile, TileGrid } from '@companion/ui';
import { contentMessages } from '../content-messages';
import * as styles from './dashboard.css';
import { moduleLink } from './module-link';

/** The home page: one tile per module of the device profile. */
export function DashboardScreen() {
  const t = useMessages(contentMessages);
  const modules = useDeviceConfig().deviceGroup.deviceProfile.modules;
  const signage = useDeviceType() === 'DigitalSignage';
  return (
    <section aria-labelledby="dashboard-heading">
      <h1 id="dashboard-heading" className={styles.heading}>
        {t('modules')}
      </h1>
      {modules.length === 0 ? (
        <p className={styles.empty}>{t('noModules')}</p>
      ) : (
        <TileGrid label={t('modules')} signage={signage}>
          {modules.map((module) => (
            <ModuleTile key={module.id} module={module} newWindowLabel={t('opensInNewWindow', { title: module.label })} />
          ))}
        </TileGrid>
      )}
    </section>
  );
}

function ModuleTile({ module, newWindowLabel }: { module: Module; newWindowLabel: string }) {
  const link = moduleLink(module);
  return (
    <Tile
      title={module.label}
      renderLink={(props) => {
        if (link.kind === 'external') {
          return <a href={link.href} target="_blank" rel="noopener noreferrer" {...props} aria-label={newWindowLabel} />;
        }
        return <Link to={link.kind === 'internal' ? link.to : '/'} {...props} />;
      }}
    />
  );
}
