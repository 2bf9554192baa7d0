import videojs from 'video.js';

type Guard = (requestedSeconds: number, currentSeconds: number) => number;
type GuardedPlayer = { currentTime(): number | undefined };

/** Each player's guard; a WeakMap so a disposed player leaves nothing behind. */
const guards = new WeakMap<object, Guard>();
let registered = false;

/**
 * One video.js middleware for every source type, registered once. video.js calls setCurrentTime
 * of each middleware before the tech seeks, for the progress bar, the arrow keys and code alike,
 * so a guard here cannot be bypassed by the controls.
 */
function registerOnce() {
  if (registered) return;
  registered = true;
  videojs.use('*', (player: GuardedPlayer) => ({
    setSource(source: unknown, next: (error: unknown, source: unknown) => void) {
      next(null, source);
    },
    setCurrentTime(requested: number) {
      const guard = guards.get(player);
      return guard ? guard(requested, player.currentTime() ?? 0) : requested;
    },
  }));
}

/** Installs the guard before a source is set (middleware is bound at setSource). */
export function setSeekGuard(player: object, guard: Guard) {
  registerOnce();
  guards.set(player, guard);
}

export function clearSeekGuard(player: object) {
  guards.delete(player);
}
