/** How often a playing title's position is sent (and once more on leaving). */
export const POSITION_REPORT_EVERY_S = 10;

/** Sends a position when it has moved a report interval on from the last one sent. */
export function createPositionReporter(send: (seconds: number) => void) {
  let lastSent: number | undefined;
  return (seconds: number, force = false) => {
    if (seconds <= 0) return;
    if (force || lastSent === undefined || Math.abs(seconds - lastSent) >= POSITION_REPORT_EVERY_S) {
      lastSent = seconds;
      send(seconds);
    }
  };
}
