import { useCallback, useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { entryControl, gridIndexOf, isControl, isTextEntry, nextInDirection, scrollGridTowards, selectorFor } from './remote-focus';

/** The control that had focus on each history entry, so Back puts the guest where they were. */
const rememberedFocus = new Map<string, string>();

/**
 * Forgets every remembered control: a fresh app. Every memory router's first entry is keyed
 * 'default', so without it one test's last focused cell was restored in the next test's guide,
 * and which cell that was depended on the time of day.
 */
export function forgetRememberedFocus(): void {
  rememberedFocus.clear();
}
/** How long a screen coming back tries to find the remembered control (its data may still load). */
const RESTORE_FOR_MS = 10_000;
const RESTORE_EVERY_MS = 50;

const dialogs = '[role="dialog"], [role="alertdialog"]';

/** One of our dialogs is open (video.js keeps hidden dialogs of its own in the player). */
function openDialog(): boolean {
  return [...document.querySelectorAll(dialogs)].some((dialog) => !dialog.closest('.video-js'));
}

const arrows = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * Focus is on nothing inside the page: the body (a screen just opened, a control that went away),
 * or the page's root or one of its ancestors (a shell container focused on navigation).
 */
function focusOutsideControls(root: HTMLElement): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement || active.contains(root);
}

/**
 * The root of every video screen, made for a TV remote (issue 14 point 6):
 * - arrow keys move real DOM focus to the nearest control in that direction (grids and the guide
 *   handle their own arrows first and mark them handled);
 * - an arrow key while focus is on nothing (the page body, as on a screen just opened) puts focus
 *   on the screen's entry control (the guide's cell), the remembered one or the page's first; only
 *   a key does this, so nothing is focused on arrival and a screen reader's position stays put (the
 *   heading the shell focuses on arrival counts as nothing: it is no control);
 * - Escape or Backspace goes back (not while typing, and not while a dialog is open: its own
 *   Escape closes it);
 * - the control that had focus is remembered per history entry and focused again on Back, once
 *   it is rendered (a far card of a virtualised grid is scrolled to, loading pages on the way).
 */
export function RemotePage({ className, children }: { className: string; children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { key } = useLocation();
  // react-router names the entry the app was opened on 'default' (in browser and memory history).
  const openedHere = key === 'default';

  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || (event.key !== 'Escape' && event.key !== 'Backspace')) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target as Element | null)) return;
      if (openDialog()) return;
      event.preventDefault();
      // Opened straight on this page (a QR code, a link): Back has nowhere to go in the app.
      void (openedHere ? navigate('/') : navigate(-1));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, openedHere]);

  /** Where an arrow from nothing goes: the screen's entry control, the remembered one or the first. */
  const entryFor = useCallback(
    (element: HTMLElement) => {
      const remembered = rememberedFocus.get(key);
      return entryControl(element, remembered ? element.querySelector<HTMLElement>(remembered) : null);
    },
    [key],
  );

  // Keys pressed while focus is on the body never reach the root's onKeyDown: listen on the document.
  useEffect(() => {
    const onArrow = (event: globalThis.KeyboardEvent) => {
      const element = root.current;
      if (!element || event.defaultPrevented || !arrows.has(event.key)) return;
      if (event.altKey || event.ctrlKey || event.metaKey || isTextEntry(event.target as Element | null)) return;
      if (!focusOutsideControls(element) || openDialog()) return;
      const target = entryFor(element);
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('keydown', onArrow);
    return () => document.removeEventListener('keydown', onArrow);
  }, [entryFor]);

  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const remember = (event: FocusEvent) => {
      const selector = event.target instanceof Element ? selectorFor(event.target) : undefined;
      if (selector) rememberedFocus.set(key, selector);
    };
    element.addEventListener('focusin', remember);
    return () => element.removeEventListener('focusin', remember);
  }, [key]);

  useEffect(() => {
    const selector = rememberedFocus.get(key);
    const element = root.current;
    if (!selector || !element) return;
    const index = gridIndexOf(selector);
    const until = Date.now() + RESTORE_FOR_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = element.querySelector<HTMLElement>(selector);
      if (target) {
        target.focus();
        return;
      }
      // The guest has moved on meanwhile: leave their focus alone.
      if (element.contains(document.activeElement) && document.activeElement !== element) return;
      if (index !== undefined) scrollGridTowards(element, index);
      if (Date.now() < until) timer = setTimeout(attempt, RESTORE_EVERY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [key]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !arrows.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = event.target as HTMLElement;
    // Left and right move the caret in a text field; up and down leave it.
    if (isTextEntry(from) && (event.key === 'ArrowLeft' || event.key === 'ArrowRight')) return;
    // The player's sliders (seek, volume) use the arrows themselves.
    if (from.closest('.video-js')) return;
    const element = root.current;
    if (!element) return;
    // A heading the shell focused on arrival is no control: go where an arrow from nothing goes.
    const fromNothing = !isControl(from) && !from.closest(dialogs);
    const next = fromNothing ? entryFor(element) : nextInDirection(element, from, event.key as 'ArrowUp');
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  // Coming back to a control the guest had (Back, Escape): the shell must not put focus on the
  // page's heading meanwhile (announce-page.ts reads `data-manages-focus`).
  const restoring = rememberedFocus.has(key);
  return (
    // The keys are the remote's; the controls inside are the focus targets (no role needed here).
    <div ref={root} className={className} onKeyDown={onKeyDown} data-manages-focus={restoring ? '' : undefined}>
      {children}
    </div>
  );
}
