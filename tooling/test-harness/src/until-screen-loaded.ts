import { act, waitFor } from '@testing-library/react';

/**
 * The attribute every loading indicator carries (the ui Spinner sets it): while any element in
 * the page has it, some of the screen's data has not arrived. Not `aria-busy`: a spinner must not
 * be busy or its label goes unread, and a form that is busy sending is not a screen loading.
 */
export const LOADING_SELECTOR = '[data-loading]';

/**
 * Waits until the screen has no loading indicator left, so what a test reads next is the data's
 * answer and not the spinner's. Awaiting one element (a heading that renders before the data) and
 * then reading the data synchronously passes on a fast machine and fails on a slow one; render
 * helpers call this before they return, so a test starts from a settled screen.
 */
export async function untilScreenLoaded(options: { timeout?: number } = {}): Promise<void> {
  // Effects that start a load run after the first commit; flush them so their spinner is visible.
  await act(async () => {});
  await waitFor(
    () => {
      const busy = document.querySelector(LOADING_SELECTOR);
      if (busy) throw new Error(`still loading: ${busy.textContent?.trim() || busy.outerHTML.slice(0, 120)}`);
    },
    { timeout: options.timeout ?? 30_000 },
  );
}
