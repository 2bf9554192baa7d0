export const DISABILITY_STEP_PX = 50;

/**
 * Disability mode moves the content down so a seated guest can reach it (platform.md §2.2):
 * 50 px a step, never above the top (0) nor past half the window height.
 */
export function moveContent(offset: number, direction: 'up' | 'down', windowHeight: number): number {
  const next = offset + (direction === 'down' ? DISABILITY_STEP_PX : -DISABILITY_STEP_PX);
  return Math.min(Math.max(next, 0), Math.floor(windowHeight / 2));
}
