import { getArticlesByHashtag, hubOk, type Article, type HubClient } from '@companion/hub-client';
import { HubDataState, useDeviceType, useHubData, useMessages } from '@companion/shell';
import { TileGrid } from '@companion/ui';
import { feedbackMessages } from '../feedback-messages';
import * as styles from '../feedback.css';
import { LinkTile } from '../LinkTile';
import { problemTiles } from './problem-tiles';

const loadTiles = async (hub: HubClient) => {
  const tiles = await getArticlesByHashtag(hub, 'problemReportingTiles');
  return tiles.ok ? hubOk(tiles.value) : tiles;
};

/** /problem/overview: a tile for reporting and one for tracking, pictures and words from the problemReportingTiles articles. */
export function ProblemOverviewScreen() {
  const t = useMessages(feedbackMessages);
  const signage = useDeviceType() === 'DigitalSignage';
  const articles = useHubData(loadTiles);
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('problemsTitle')}</h1>
      <HubDataState data={articles} loadingLabel={t('loadingTiles')} failedTitle={t('tilesFailed')}>
        {(list: Article[]) => (
          <TileGrid label={t('problemActions')} signage={signage}>
            {problemTiles(list, { report: t('reportTile'), track: t('trackTile') }).map((tile) => (
              <LinkTile key={tile.to} title={tile.title} to={tile.to} imageId={tile.imageId} />
            ))}
          </TileGrid>
        )}
      </HubDataState>
    </section>
  );
}
