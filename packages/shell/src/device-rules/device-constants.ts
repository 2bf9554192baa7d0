/** platform.md §4.1, §9. */
export const KIOSK_IDLE_LOGOUT_MS = 60_000;
export const IDLE_CHECK_EVERY_MS = 500;
export const DEFAULT_MAX_IDLE_SECONDS = 600;
export const CLOCK_REFRESH_MS = 5_000;

/** Anything a guest does at the screen counts as activity. */
export const activityEvents = ['pointerdown', 'touchstart', 'keydown', 'click', 'wheel'] as const;
