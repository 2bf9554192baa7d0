import type { DemoHubArea } from '../demo-hub-area';
import { gamesHandlers } from './handlers';

/** The games host: each game's page and logo, on the hub's address when config.json names none. */
export const gamesArea: DemoHubArea = {
  name: 'games',
  createState: () => undefined,
  handlers: () => gamesHandlers(),
};

export { demoGames } from './handlers';
