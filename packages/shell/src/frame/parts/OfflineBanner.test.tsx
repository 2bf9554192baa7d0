import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../../i18n/language-store';
import { reportHubReachable, reportHubUnreachable } from '../../offline/network-status';
import { recordCachedAnswer, recordHubAnswer, resetShownDataTime } from '../../offline/shown-data-time';
import { renderInFrame } from '../../test/render-in-frame';

afterEach(() => {
  reportHubReachable();
  resetShownDataTime();
  languageStore.setState({ language: 'en' });
});

describe('the offline banner', () => {
  it('says nothing while the hub answers', async () => {
    await renderInFrame({ route: '/somewhere' });
    expect(screen.getByTestId('offline-banner')).toBeEmptyDOMElement();
  });

  it('says the app is offline and what is shown is from when, in a polite live region', async () => {
    await renderInFrame({ route: '/somewhere' });
    act(() => {
      recordHubAnswer(new Date().setHours(9, 0, 0, 0));
      recordCachedAnswer(new Date().setHours(14, 32, 0, 0));
      reportHubUnreachable();
    });
    const banner = screen.getByTestId('offline-banner');
    expect(banner).toHaveAttribute('aria-live', 'polite');
    expect(banner).toHaveTextContent(/^Offline — showing what was loaded at (14:32|2:32 PM)$/);
    act(() => reportHubReachable());
    expect(screen.getByTestId('offline-banner')).toBeEmptyDOMElement();
  });

  it('names the day when what is shown was loaded before today, in German too', async () => {
    languageStore.setState({ language: 'de' });
    await renderInFrame({ route: '/somewhere' });
    act(() => {
      recordCachedAnswer(new Date(2026, 0, 2, 8, 5).getTime());
      reportHubUnreachable();
    });
    expect(await screen.findByText(/^Offline – angezeigt wird der Stand vom .*2026, .*8:05.* Uhr$/)).toBeInTheDocument();
  });

  it('waits for a hub request to fail rather than trusting navigator.onLine alone', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await renderInFrame({ route: '/somewhere' });
    expect(screen.getByTestId('offline-banner')).toBeEmptyDOMElement();
  });

  it('says the network cannot be reached when nothing was loaded yet', async () => {
    await renderInFrame({ route: '/somewhere' });
    act(() => reportHubUnreachable());
    expect(await screen.findByText(/^Offline — the ship’s network cannot be reached/)).toBeInTheDocument();
  });
});
