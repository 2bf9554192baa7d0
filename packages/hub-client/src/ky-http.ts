import ky, { type Options } from 'ky';

/**
 * ky itself, loaded behind a dynamic import from hub-client.ts: the first page's download does
 * not carry it (docs/performance.md), and index.html's start script modulepreloads this chunk
 * with the entry (tooling/vite-app-config/route-preload-map.mjs `startModules`), so the first
 * hub call does not wait one more round trip for it.
 */
export function createKy(options: Options) {
  return ky.create(options);
}
