import { useLayoutEffect, useRef } from 'react';
import { FieldKeyboard, type TypedField } from '@companion/ui';
import { useKeyboardLabels } from './use-keyboard-labels';
import { DOCKED_KEYBOARD_ATTRIBUTE } from './use-lone-field';

/**
 * The docked keyboard and the room it needs: while it is shown the page can scroll its last
 * lines above it, and the field (scrolled to with the keyboard's height kept clear) stays in sight.
 */
export function DockedKeyboard({ field, onDone }: { field: TypedField; onDone: () => void }) {
  const labels = useKeyboardLabels();
  const dock = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const keyboard = dock.current?.firstElementChild;
    if (!(keyboard instanceof HTMLElement)) return undefined;
    const { body, documentElement: root } = document;
    const before = { padding: body.style.paddingBottom, scrollPadding: root.style.scrollPaddingBottom };
    const room = `${keyboard.offsetHeight}px`;
    body.style.paddingBottom = room;
    root.style.scrollPaddingBottom = room;
    // jsdom has no scrolling.
    field.scrollIntoView?.({ block: 'nearest' });
    return () => {
      body.style.paddingBottom = before.padding;
      root.style.scrollPaddingBottom = before.scrollPadding;
    };
  }, [field]);
  return (
    <div ref={dock} {...{ [DOCKED_KEYBOARD_ATTRIBUTE]: '' }}>
      <FieldKeyboard field={field} onDone={onDone} labels={labels} />
    </div>
  );
}
