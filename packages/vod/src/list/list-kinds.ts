import type { VodQuery } from '@companion/hub-client';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MOVIES } from '../rules/vod-rules';

export type ListKind = 'movies' | 'series' | 'audios' | 'kids' | 'watchlist';

/** What each list asks the provider for, and its page size (§9: 100 for films, 20 otherwise). */
export function listQuery(kind: ListKind, genreId: number | undefined, search: string): { query: VodQuery; pageSize: number } {
  const base: VodQuery = { ...(genreId ? { genreId } : {}), ...(search ? { search } : {}) };
  switch (kind) {
    case 'movies':
      return { query: { ...base, types: ['movie'] }, pageSize: PAGE_SIZE_MOVIES };
    case 'kids':
      return { query: { ...base, types: ['movie'], kids: true }, pageSize: PAGE_SIZE_MOVIES };
    case 'series':
      return { query: { ...base, types: ['series'] }, pageSize: PAGE_SIZE_DEFAULT };
    case 'audios':
      return { query: { ...base, types: ['audio_series'] }, pageSize: PAGE_SIZE_DEFAULT };
    case 'watchlist':
      return { query: { ...base, watchlist: true }, pageSize: PAGE_SIZE_DEFAULT };
  }
}
