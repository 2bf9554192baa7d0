export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { FullScreenMessage } from './full-screen-message/FullScreenMessage';
export type { FullScreenMessageProps } from './full-screen-message/FullScreenMessage';
export { Tile } from './tile/Tile';
export type { TileProps } from './tile/Tile';
export { TileGrid } from './tile/TileGrid';
export type { TileGridProps } from './tile/TileGrid';
export { truncateTitle, TILE_TITLE_MAX } from './tile/truncate-title';
