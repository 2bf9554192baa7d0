import { act, renderHook } from '@testing-library/react';
import { useSetLanguage } from '@companion/shell';

/** Switches the guest's language as the language chooser does, for tests of a screen's other language. */
export function chooseLanguage(language: string): void {
  const { result } = renderHook(() => useSetLanguage());
  act(() => result.current(language));
}
