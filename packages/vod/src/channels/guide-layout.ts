import type { EpgProgram } from '@companion/hub-client';
import { GUIDE_WINDOW_SECONDS } from '../rules/vod-rules';

/** The guide window's start for a moment: the half hour it is in (the window is 4 hours from there). */
export function windowStart(nowSec: number): number {
  return Math.floor(nowSec / 1800) * 1800;
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
