import type { EpgProgram } from '@companion/hub-client';
import { GUIDE_WINDOW_SECONDS } from '../rules/vod-rules';

/** Half an hour: the guide's window starts on one. */
export const HALF_HOUR = 1800;

/**
 * The guide window's start for a moment: the half hour before the one it is in (the window is
 * 4 hours from there). Started at the half hour of now, a programme on air since before it kept
 * only its last minutes, a cell squeezed to "Captai…" under the now-line; a half hour earlier, the
 * programme on air has at least the 30 minutes up to now in the row, and the now-line sits 30-60
 * minutes in.
 */
export function windowStart(nowSec: number): number {
  return Math.floor(nowSec / HALF_HOUR) * HALF_HOUR - HALF_HOUR;
}

export type PlacedProgram = EpgProgram & { left: number; width: number; current: boolean };

/** Programmes inside [from, from + 4 h), placed as percentages of the row; the one on now is marked. */
export function placePrograms(programs: readonly EpgProgram[], from: number, nowSec: number): PlacedProgram[] {
  const to = from + GUIDE_WINDOW_SECONDS;
  return programs
    .filter((program) => program.end_time > from && program.start_time < to)
    .map((program) => {
      const start = Math.max(program.start_time, from);
      const end = Math.min(program.end_time, to);
      return {
        ...program,
        left: ((start - from) / GUIDE_WINDOW_SECONDS) * 100,
        width: ((end - start) / GUIDE_WINDOW_SECONDS) * 100,
        current: program.start_time <= nowSec && nowSec < program.end_time,
      };
    });
}

/** In the next row, the programme on air at `moment` (or the nearest): Up/Down keep the time. */
export function programAt(programs: readonly EpgProgram[], moment: number): number {
  const index = programs.findIndex((program) => program.start_time <= moment && moment < program.end_time);
  if (index >= 0) return index;
  return programs.length === 0 ? -1 : moment < programs[0]!.start_time ? 0 : programs.length - 1;
}
