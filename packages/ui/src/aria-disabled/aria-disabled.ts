import type { MouseEvent, MouseEventHandler } from 'react';

export type AriaDisabledProps<E extends Element> = {
  'aria-disabled': 'true' | undefined;
  onClick: MouseEventHandler<E>;
};

/**
 * The props of a button that is off for now but keeps its place in the Tab order: a stepper at
 * its limit, a pager on its first or last page, a button busy saving. `disabled` would take focus
 * away from a button pressed into that state: focus fell to the page's body, the next Tab started
 * again at the top and a screen reader said nothing. With `aria-disabled="true"` the button stays
 * focused and is read as dimmed, and a press (click, Enter, Space) does nothing, not even submit
 * a form. The look is the control's own `[aria-disabled="true"]` style (ui's Button has it beside `:disabled`).
 */
export function ariaDisabled<E extends Element = HTMLButtonElement>(
  disabled: boolean,
  onClick?: MouseEventHandler<E>,
): AriaDisabledProps<E> {
  return {
    'aria-disabled': disabled ? 'true' : undefined,
    onClick: (event: MouseEvent<E>) => {
      if (disabled) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    },
  };
}
