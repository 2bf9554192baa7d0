export { Button } from './button/Button';
export type { ButtonProps } from './button/Button';
export { AriaDisabledButton } from './aria-disabled/AriaDisabledButton';
export { ariaDisabled } from './aria-disabled/aria-disabled';
export type { AriaDisabledProps } from './aria-disabled/aria-disabled';
export { bookNowLink, buttonLink } from './button/button-link.css';
export { notice } from './notice/notice.css';
export { FullScreenMessage } from './full-screen-message/FullScreenMessage';
export type { FullScreenMessageProps } from './full-screen-message/FullScreenMessage';
export { Tile } from './tile/Tile';
export { firstScreenPriority, pictureLoading } from './image/picture-loading';
export type { PicturePriority } from './image/picture-loading';
export type { TileImage, TileProps } from './tile/Tile';
export { TileGrid } from './tile/TileGrid';
export type { TileGridProps } from './tile/TileGrid';
export { truncateTitle, TILE_TITLE_MAX } from './tile/truncate-title';
export { Spinner } from './spinner/Spinner';
export { EmptyState } from './state-message/EmptyState';
export { ErrorState } from './state-message/ErrorState';
export type { ErrorStateProps } from './state-message/ErrorState';
export { formatTime, isMeaningfulTime } from './formatting/format-time';
export { formatDate, datePatternForLocale, formatWeekdayDate } from './formatting/format-date';
export { formatPrice } from './formatting/format-price';
export { Modal } from './modal/Modal';
export type { ModalProps } from './modal/Modal';
export { FallbackImage } from './image/FallbackImage';
export type { FallbackImageProps } from './image/FallbackImage';
export { PLACEHOLDER_IMAGE } from './image/choose-image-source';
export { DateStrip } from './date-strip/DateStrip';
export type { DateStripProps } from './date-strip/DateStrip';
export { DATES_PER_PAGE } from './date-strip/date-pages';
export { ScreenPager } from './pager/ScreenPager';
export type { ScreenPagerLabels, ScreenPagerProps } from './pager/ScreenPager';
export { pagesOf } from './pager/pages-of';
export { ScreenGrid } from './pager/ScreenGrid';
export type { ScreenGridProps } from './pager/ScreenGrid';
export { TextField } from './form/TextField';
export type { TextFieldProps } from './form/TextField';
export { useFailedSubmit } from './form/use-failed-submit';
export { Price } from './formatting/Price';
export { TimeText } from './formatting/TimeText';
export { DateText } from './formatting/DateText';
export { SafeHtml } from './safe-html/SafeHtml';
export { sanitizeHubHtml } from './safe-html/sanitize-hub-html';
export { cardTitleLink, textLink } from './text-link/text-link.css';
export { visuallyHidden } from './visually-hidden/visually-hidden.css';
export { Disclosure } from './disclosure/Disclosure';
export { useResultView } from './result-view/use-result-view';
export type { DisclosureProps } from './disclosure/Disclosure';
export { StackedTable } from './stacked-table/StackedTable';
export type { StackedTableProps, StackedTableRow } from './stacked-table/StackedTable';

// vod: exports added by the vod feature below this line
export { VideoPlayer } from './video-player/VideoPlayer';
export type { VideoPlayerProps, VideoSource } from './video-player/VideoPlayer';
export { VirtualGrid } from './virtual-grid/VirtualGrid';
export type { VirtualGridProps, VirtualGridItemProps } from './virtual-grid/VirtualGrid';
export { useVirtualRows } from './virtual-grid/use-virtual-rows';
export { useEmSize } from './virtual-grid/use-em-size';

// programme: exports added by the programme feature below this line

// reservations: exports added by the reservations feature below this line

// photomatch: exports added by the photomatch feature below this line

// muster: exports added by the muster feature below this line

// feedback: exports added by the feedback feature below this line

// wayfinder: exports added by the wayfinder feature below this line
export { Keypad } from './keypad/Keypad';
export type { KeypadProps, KeypadLabels } from './keypad/Keypad';
// shell: the kiosk's keyboard on the screen (WithKioskKeyboard) below this line
export { TouchKeyboard } from './touch-keyboard/TouchKeyboard';
export type { TouchKeyboardProps, TouchKeyboardLabels } from './touch-keyboard/TouchKeyboard';
export { FieldKeyboard } from './touch-keyboard/FieldKeyboard';
export type { FieldKeyboardProps, FieldKeyboardLabels } from './touch-keyboard/FieldKeyboard';
export { isTypeableField } from './touch-keyboard/type-into-field';
export type { TypedField } from './touch-keyboard/type-into-field';
