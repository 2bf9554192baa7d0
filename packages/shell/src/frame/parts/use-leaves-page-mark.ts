import { useState } from 'react';

/**
 * For the frame's controls that change the page and stay on screen after it (the footer's Back
 * and Home, the header's logo link): the one pressed is marked `data-leaves-page` from its press
 * until focus moves, so the page announcer (announce-page.ts) moves focus from it to the new page's
 * heading, as it does when the link pressed went away with the old page. Without it a screen
 * reader said nothing: the URL and title changed, focus stayed on "Back". The mark is also cleared
 * when a control gains focus: one that went away with its page never said it lost it.
 */
export function useLeavesPageMark<Control extends string>() {
  const [pressed, setPressed] = useState<Control | undefined>(undefined);
  const unmark = () => setPressed(undefined);
  return {
    press: (control: Control) => setPressed(control),
    markOf: (control: Control) => ({
      'data-leaves-page': pressed === control ? '' : undefined,
      onFocus: unmark,
      onBlur: unmark,
    }),
  };
}
