/** The nine games of media-and-guest-services.md §2.6, by their id on the games host. */
export const games = [
  { id: 'TeenieMeanies', name: 'Teenie Meanies' },
  { id: 'SolitaireClassic', name: 'Solitaire Classic' },
  { id: 'BirdVsBird', name: 'Bird vs Bird' },
  { id: '2048', name: '2048' },
  { id: 'Eye2Eye', name: 'Eye 2 Eye' },
  { id: 'TwoToMatch', name: 'Two to Match' },
  { id: 'HoneyImHome', name: "Honey I'm Home" },
  { id: 'SudokuClassic', name: 'Sudoku Classic' },
  { id: 'PicFix', name: 'PicFix' },
] as const;

/**
 * A game's page and logo on the games host: the client configuration's gamesUrl (config.json),
 * or, as our assumption without one, the hub's own address.
 */
export function gameAddresses(gamesHost: string, gameId: string): { page: string; logo: string } {
  const base = gamesHost.endsWith('/') ? gamesHost : `${gamesHost}/`;
  return { page: new URL(`games/${gameId}/index.html`, base).href, logo: new URL(`games/${gameId}/logo.png`, base).href };
}
