/**
 * The element a browser leaves focused. A focused button that becomes disabled loses focus to the
 * body (HTML's focus fixup rule), which jsdom does not do: without this, a test of keeping focus
 * would pass on a button that disables itself.
 */
export const focusedElement = (): Element | null => (document.activeElement?.matches(':disabled') ? document.body : document.activeElement);
