/** The demo video provider's memory: tokens it issued, the watchlist, resume positions, failures. */
export type VodAreaState = {
  tokens: Set<string>;
  /** The app identifier (connect-token username) each token was issued to: loginApp must name the same app. */
  tokenApps: Map<string, string>;
  watchlist: Set<number>;
  positions: Map<number, number>;
  /** Provider paths (e.g. 'vods/getVods') that answer 500 with a message, for failure tests. */
  failing: Set<string>;
  /** Paths that answer 500 with no message at all (the app says 'No detailed message available'). */
  failingQuietly: Set<string>;
  issued: number;
  /** How many live channels the provider carries (12 named ones, then "Channel 13"…): the guide bench asks for 100. */
  channelCount: number;
};

export function createVodAreaState(): VodAreaState {
  return {
    tokens: new Set(),
    tokenApps: new Map(),
    watchlist: new Set([3, 17, 20_001]),
    positions: new Map([[5, 1800]]),
    failing: new Set(),
    failingQuietly: new Set(),
    issued: 0,
    channelCount: 12,
  };
}
