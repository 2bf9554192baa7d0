import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { gridIndexOf, isTextEntry, nextInDirection, scrollGridTowards, selectorFor } from './remote-focus';

/** The control that had focus on each history entry, so Back puts the guest where they were. */
const rememberedFocus = new Map<string, string>();
/** How long a screen coming back tries to find the remembered control (its data may still load). */
const RESTORE_FOR_MS = 10_000;
const RESTORE_EVERY_MS = 50;

/** One of our dialogs is open (video.js keeps hidden dialogs of its own in the player). */
function openDialog(): boolean {
  return [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].some((dialog) => !dialog.closest('.video-js'));
}

const arrows = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']);

/**
 * The root of every video screen, made for a TV remote (issue 14 point 6):
 * - arrow keys move real DOM focus to the nearest control in that direction (grids and the guide
 *   handle their own arrows first and mark them handled);
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
    const next = root.current ? nextInDirection(root.current, from, event.key as 'ArrowUp') : undefined;
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    // The keys are the remote's; the controls inside are the focus targets (no role needed here).
    <div ref={root} className={className} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
