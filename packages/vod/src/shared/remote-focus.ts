/**
 * Remote-control focus helpers (issue 14 point 6): which element to remember, how to find it
 * again, and where an arrow key goes on screens that have no grid of their own.
 */

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** A selector that finds the same control again after the screen is rebuilt (Back). */
export function selectorFor(element: Element): string | undefined {
  const gridIndex = element.getAttribute('data-grid-index');
  if (gridIndex !== null) return `[data-grid-index="${gridIndex}"]`;
  const cell = element.getAttribute('data-cell');
  if (cell !== null) return `[data-cell="${CSS.escape(cell)}"]`;
  const href = element.getAttribute('href');
  if (element.tagName === 'A' && href !== null) return `a[href="${CSS.escape(href)}"]`;
  if (element.id) return `#${CSS.escape(element.id)}`;
  return undefined;
}

/** A control the remote can land on (not a heading or region focused only by script: tabindex -1). */
export function isControl(element: Element): boolean {
  return element.matches(focusable);
}

/** Typing keys belong to text fields: Backspace deletes there, left/right move the caret. */
export function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset'].includes(element.type);
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement || (element as HTMLElement).isContentEditable;
}

/** The index a remembered virtual-grid cell had, when the selector names one. */
export function gridIndexOf(selector: string): number | undefined {
  const match = /^\[data-grid-index="(\d+)"\]$/.exec(selector);
  return match ? Number(match[1]) : undefined;
}

/**
 * Scrolls a virtualised grid towards a cell that is not rendered (far down after Back), so its row
 * is rendered and, near the end, the next page is asked for. Returns false when there is no grid.
 */
export function scrollGridTowards(root: HTMLElement, index: number): boolean {
  const scroller = root.querySelector<HTMLElement>('[data-testid="virtual-grid"]');
  if (!scroller) return false;
  const cells = [...scroller.querySelectorAll<HTMLElement>('[data-grid-index]')];
  const indices = cells.map((cell) => Number(cell.getAttribute('data-grid-index')));
  const rows = [...scroller.querySelectorAll<HTMLElement>('[data-grid-row]')];
  const columns = rows[0]?.querySelectorAll('[data-grid-index]').length || 1;
  const pitch = rows.length >= 2 ? rows[1]!.getBoundingClientRect().top - rows[0]!.getBoundingClientRect().top : 0;
  const step = scroller.clientHeight || 400;
  const lowest = Math.min(...indices);
  const highest = Math.max(...indices);
  if (pitch > 0 && Number.isFinite(lowest)) {
    const offset = (Math.floor(index / columns) - Math.floor(lowest / columns)) * pitch;
    scroller.scrollTop = Math.max(
      0,
      scroller.scrollTop + rows[0]!.getBoundingClientRect().top - scroller.getBoundingClientRect().top + offset,
    );
  } else if (!Number.isFinite(highest) || index > highest) {
    scroller.scrollTop += step;
  } else if (index < lowest) {
    scroller.scrollTop = Math.max(0, scroller.scrollTop - step);
  }
  scroller.dispatchEvent(new Event('scroll'));
  return true;
}

/**
 * Where focus goes when an arrow key is pressed with nothing focused: the control a screen marks
 * as its entry (`data-remote-entry`: the guide's current cell, which knows better than a selector
 * remembered before the window moved), else the remembered control, else the first control that
 * is not a text field (a remote's arrow should not open a TV's on-screen keyboard), else the first.
 */
export function entryControl(root: HTMLElement, remembered?: HTMLElement | null): HTMLElement | undefined {
  const usable = (element: HTMLElement) => !element.closest('.video-js') && !element.closest('[hidden], [inert]');
  const marked = root.querySelector<HTMLElement>('[data-remote-entry]');
  if (marked && usable(marked)) return marked;
  if (remembered && usable(remembered)) return remembered;
  const all = [...root.querySelectorAll<HTMLElement>(focusable)].filter(usable);
  return all.find((element) => !isTextEntry(element)) ?? all[0];
}

type Direction = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/**
 * The control an arrow key moves to: the nearest one in that direction on screen (spatial
 * navigation, as TV remotes expect); without a layout (nothing measured) the next or previous
 * one in reading order.
 */
export function nextInDirection(root: HTMLElement, from: Element, direction: Direction): HTMLElement | undefined {
  const candidates = [...root.querySelectorAll<HTMLElement>(focusable)].filter(
    (element) => element !== from && !element.closest('[data-remote-own-keys]') && !element.closest('.video-js'),
  );
  const origin = from.getBoundingClientRect();
  const measured = origin.width > 0 || origin.height > 0;
  if (!measured) {
    const all = [...root.querySelectorAll<HTMLElement>(focusable)].filter((element) => element === from || candidates.includes(element));
    const at = all.indexOf(from as HTMLElement);
    const forward = direction === 'ArrowDown' || direction === 'ArrowRight';
    return all[forward ? at + 1 : at - 1];
  }
  const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
  const start = centre(origin);
  let best: { element: HTMLElement; score: number } | undefined;
  for (const element of candidates) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const point = centre(rect);
    const dx = point.x - start.x;
    const dy = point.y - start.y;
    const along = direction === 'ArrowRight' ? dx : direction === 'ArrowLeft' ? -dx : direction === 'ArrowDown' ? dy : -dy;
    const across = direction === 'ArrowRight' || direction === 'ArrowLeft' ? Math.abs(dy) : Math.abs(dx);
    if (along <= 1) continue;
    const score = along + across * 2;
    if (!best || score < best.score) best = { element, score };
  }
  return best?.element;
}
