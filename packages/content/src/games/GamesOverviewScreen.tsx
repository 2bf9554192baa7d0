import { useExternalLinkLabel, useMessages, useShellServices } from '@companion/shell';
import { contentMessages } from '../content-messages';
import * as shared from '../shared/content.css';
import * as styles from './games.css';
import { gameAddresses, games } from './games';

/** /games/overview: each game opens its page on the games host. */
export function GamesOverviewScreen() {
  const t = useMessages(contentMessages);
  const externalLabel = useExternalLinkLabel();
  const { gamesUrl, hubUrl } = useShellServices().hubAddress;
  // The client configuration's games host (platform.md §3); the hub's address only without one.
  const host = gamesUrl ?? hubUrl;
  return (
    <section className={shared.page} aria-labelledby="games-title">
      <h1 id="games-title" className={shared.heading}>
        {t('gamesTitle')}
      </h1>
      <ul className={styles.grid} aria-label={t('gamesTitle')}>
        {games.map((game) => {
          const { page, logo } = gameAddresses(host, game.id);
          return (
            <li key={game.id}>
              <a className={styles.game} href={page} target="_blank" rel="noopener noreferrer" aria-label={externalLabel(game.name)}>
                <img className={styles.logo} src={logo} alt="" width={192} height={192} />
                <span>{game.name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
