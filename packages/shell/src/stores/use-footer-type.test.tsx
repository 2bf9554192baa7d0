import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationStore } from './navigation-store';
import { useFooterType } from './use-footer-type';

afterEach(() => navigationStore.setState({ footerType: 'standard' }));

function HiddenFooterScreen() {
  useFooterType('hidden');
  return null;
}

describe('useFooterType', () => {
  it('sets the footer type while the screen is shown', () => {
    render(<HiddenFooterScreen />);
    expect(navigationStore.getState().footerType).toBe('hidden');
  });

  it('gives back the standard footer when the screen closes', () => {
    const { unmount } = render(<HiddenFooterScreen />);
    unmount();
    expect(navigationStore.getState().footerType).toBe('standard');
  });

  // A reload on the kiosk login saves 'hidden' and restores it: the value before the screen opened
  // is then 'hidden' too, and restoring it would take the footer off every page for good.
  it('gives back the standard footer even when the saved value before the screen was hidden', () => {
    navigationStore.setState({ footerType: 'hidden' });
    const { unmount } = render(<HiddenFooterScreen />);
    unmount();
    expect(navigationStore.getState().footerType).toBe('standard');
  });
});
