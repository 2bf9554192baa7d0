import type { DemoHubArea } from '../demo-hub-area';
import { vodHandlers } from './handlers';
import { createVodAreaState, type VodAreaState } from './state';

/**
 * The demo hub's video provider (at the device config's videoConfiguration.url, …/video/):
 * 10,000 films, 60 series, audio albums, kids titles, a watchlist, 12 live channels with 24 hours
 * of programmes, posters and a real HLS stream that needs the token. `failing` makes calls fail.
 */
export const vodArea: DemoHubArea<VodAreaState> = {
  name: 'vod',
  createState: createVodAreaState,
  handlers: vodHandlers,
};
export type { VodAreaState } from './state';
