/**
 * The chooser's pictures: a drawn symbol of the product's own for each entry, in the tile's text
 * colour, so the tiles are told apart at a glance across a cabin. The operator's Films and Series
 * pictures (platform §7.3 `vodmovieimage`, `vodseriesimage`) were built and taken out again: drawn
 * after a hub call, the Films picture became the page's largest paint and cost it 0.8 s of LCP
 * (docs/decisions.md, "What a reading of the spec against the code found").
 */
const symbols = {
  movies: 'M7 21h34v18a3 3 0 0 1-3 3H10a3 3 0 0 1-3-3zM7 21l-1.5-7 33-7 1.5 7M14 12.6l4.5 6.4M23 10.7l4.5 6.4M32 8.8l4.5 6.4',
  series: 'M8 12h32a3 3 0 0 1 3 3v20a3 3 0 0 1-3 3H8a3 3 0 0 1-3-3V15a3 3 0 0 1 3-3zM17 44h14M24 38v6M17 4l7 8 7-8',
  genres:
    'M9 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM29 7h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H29a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM9 27h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V29a2 2 0 0 1 2-2zM34 27v14M27 34h14',
  // Popcorn: the cinema at its most child-like, unlike the films' clapperboard and the kids' balloon.
  kidsMovies: 'M12 22h24l-3.5 21h-17zM20 22l1.5 21M28 22l-1.5 21M12 22a5 5 0 0 1 3-8 5.5 5.5 0 0 1 9-5 5.5 5.5 0 0 1 9 4 5 5 0 0 1 3 9',
  kids: 'M24 5c6.6 0 11.5 5.6 11.5 12.5S30 31 24 31s-11.5-6.6-11.5-13.5S17.4 5 24 5zM24 31l-2.5 3.5h5zM24 34.5c-3.5 3.5 3.5 5.5 0 10M18 15a6.5 6.5 0 0 1 4.5-5',
  audios:
    'M8 31v-7a16 16 0 0 1 32 0v7M9 28h3a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9a3 3 0 0 1-3-3v-8a3 3 0 0 1 3-3zM39 28h-3a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h3a3 3 0 0 0 3-3v-8a3 3 0 0 0-3-3z',
  watchlist: 'M14 6h20a3 3 0 0 1 3 3v33l-13-9-13 9V9a3 3 0 0 1 3-3zM24 13l2.2 4.6 5 .6-3.7 3.4 1 5-4.5-2.5-4.5 2.5 1-5-3.7-3.4 5-.6z',
  channels:
    'M24 20a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM15.5 15.5a12 12 0 0 0 0 17M32.5 15.5a12 12 0 0 1 0 17M9.5 9.5a20.5 20.5 0 0 0 0 29M38.5 9.5a20.5 20.5 0 0 1 0 29',
  tvGuide: 'M9 8h30a3 3 0 0 1 3 3v26a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3V11a3 3 0 0 1 3-3zM12 16h11M28 16h8M12 24h17M34 24h2M12 32h6M23 32h13',
} as const;

export type ChooserSymbol = keyof typeof symbols;

export function ChooserIcon({ symbol, className }: { symbol: ChooserSymbol; className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-symbol={symbol}
    >
      <path d={symbols[symbol]} />
    </svg>
  );
}
