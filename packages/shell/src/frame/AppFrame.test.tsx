import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../i18n/language-store';
import { disabilityStore } from '../stores/disability-store';
import { kioskCountdownStore } from '../stores/kiosk-countdown-store';
import { navigationStore } from '../stores/navigation-store';
import { useFooterType } from '../stores/use-footer-type';
import { videoLanguageStore } from '../stores/video-language-store';
import { renderInFrame, withConfig } from '../test/render-in-frame';

afterEach(() => {
  vi.useRealTimers();
  languageStore.setState({ language: 'en' });
  navigationStore.setState({ footerType: 'standard' });
  disabilityStore.setState({ active: false, offset: 0 });
  kioskCountdownStore.setState({ secondsLeft: undefined });
  videoLanguageStore.setState({ videoLanguage: undefined });
});

/** A screen that hides the footer while shown, as the kiosk login does. */
function HiddenFooterPage() {
  useFooterType('hidden');
  return <p>{'login page'}</p>;
}

describe('header', () => {
  it('shows the app title and a logo link home', async () => {
    await renderInFrame({ route: '/somewhere' });
    const banner = screen.getByRole('banner');
    expect(banner).toHaveTextContent('Aurora Star');
    expect(within(banner).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('shows a clock refreshed every 5 seconds on signage with the clock enabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date(2026, 10, 22, 9, 59, 58));
    await renderInFrame({ device: 'DigitalSignage' });
    const banner = screen.getByRole('banner');
    // The signage demo theme (midnight) uses 12-hour time; the clock loads lazily.
    await waitFor(() => expect(banner).toHaveTextContent('9:59 AM'));
    expect(banner).toHaveTextContent('11/22/2026');
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(banner).toHaveTextContent('10:00 AM');
  });

  it('shows no clock on a guest device', async () => {
    await renderInFrame();
    expect(screen.getByRole('banner').querySelector('time')).toBeNull();
  });
});

describe('footer', () => {
  it('offers back and home on ordinary pages', async () => {
    await renderInFrame({ route: '/somewhere' });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  // Audit finding: the landmark was "Main navigation" whatever it held (the language buttons on
  // the dashboard, nothing on signage). It is named for the two controls it holds.
  it('holds back and home in a navigation landmark named for them', async () => {
    await renderInFrame({ route: '/somewhere' });
    const navigation = within(screen.getByRole('contentinfo')).getByRole('navigation');
    expect(navigation).toHaveAccessibleName('Back and Home');
    expect(within(navigation).getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('names the navigation landmark in German', async () => {
    languageStore.setState({ language: 'de' });
    await renderInFrame({ route: '/somewhere' });
    expect(screen.getByRole('navigation', { name: 'Zurück und Startseite' })).toBeInTheDocument();
  });

  it('holds the language chooser on the dashboard, with no navigation landmark around it', async () => {
    await renderInFrame({ route: '/' });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(footer.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('draws no empty footer landmark on a signage dashboard', async () => {
    await renderInFrame({ device: 'DigitalSignage', route: '/' });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('keeps the footer on a one-language dashboard that offers the accessibility mode', async () => {
    await renderInFrame({
      device: 'Kiosk',
      route: '/',
      patchConfig: withConfig((c) => void (c.deviceGroup.deviceProfile.languages = [{ code: 'en', name: 'English' }])),
    });
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('button', { name: 'Accessibility mode' })).toBeInTheDocument();
    expect(footer.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('offers the language chooser on the dashboard and switches language', async () => {
    await renderInFrame({ route: '/' });
    await userEvent.click(screen.getByRole('button', { name: 'Deutsch' }));
    expect(languageStore.getState().language).toBe('de');
    expect(screen.getByRole('button', { name: 'Deutsch' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByRole('contentinfo')).getByRole('group', { name: 'Sprache' })).toBeInTheDocument();
  });

  it('offers no language chooser with a single language', async () => {
    await renderInFrame({
      route: '/',
      patchConfig: withConfig((c) => void (c.deviceGroup.deviceProfile.languages = [{ code: 'en', name: 'English' }])),
    });
    expect(screen.queryByRole('group', { name: 'Language' })).not.toBeInTheDocument();
  });

  it('disappears when a screen asks for the hidden footer', async () => {
    await renderInFrame({ route: '/login', page: <HiddenFooterPage /> });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  // A reload or power cycle on the kiosk login leaves 'hidden' saved; the kiosk may then open on
  // another page, which must still have its Back, Home, language chooser and accessibility mode.
  it('shows on a page that does not hide it, even when a hidden footer was saved', async () => {
    navigationStore.setState({ footerType: 'hidden' });
    await renderInFrame({ route: '/content/overview' });
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('stays hidden on a screen that hides it, even when a hidden footer was saved', async () => {
    navigationStore.setState({ footerType: 'hidden' });
    await renderInFrame({ route: '/login', page: <HiddenFooterPage /> });
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('disability mode', () => {
  it('moves the content down and up in 50 px steps and resets when toggled', async () => {
    await renderInFrame({ device: 'Kiosk', route: '/somewhere' });
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility mode' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move content down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move content down' }));
    expect(screen.getByRole('main')).toHaveStyle({ marginTop: '100px' });
    await userEvent.click(screen.getByRole('button', { name: 'Move content up' }));
    expect(screen.getByRole('main')).toHaveStyle({ marginTop: '50px' });
    await userEvent.click(screen.getByRole('button', { name: 'Accessibility mode' }));
    expect(disabilityStore.getState().offset).toBe(0);
  });

  it('is not offered when the device profile does not enable it', async () => {
    await renderInFrame({ device: 'App', route: '/somewhere' });
    expect(screen.queryByRole('button', { name: 'Accessibility mode' })).not.toBeInTheDocument();
  });
});

describe('below the page', () => {
  const Services = () => <nav aria-label="More on board" />;

  it('shows what the app puts there after an ordinary page, outside the page itself', async () => {
    await renderInFrame({ device: 'Kiosk', route: '/somewhere', slots: { belowPage: Services } });
    const services = screen.getByRole('navigation', { name: 'More on board' });
    expect(screen.getByRole('main')).not.toContainElement(services);
  });
});

describe('sub-header', () => {
  it('shows the kiosk countdown while one runs', async () => {
    kioskCountdownStore.setState({ secondsLeft: 42 });
    await renderInFrame({ device: 'Kiosk' });
    expect(screen.getByText('Logout - 42 seconds')).toBeInTheDocument();
  });

  it('holds the parts the app puts in its slot', async () => {
    await renderInFrame({ slots: { subHeader: () => <p>Booking AUR123456</p> } });
    expect(within(screen.getByRole('region', { name: 'Your session' })).getByText('Booking AUR123456')).toBeInTheDocument();
  });

  it('lets the guest choose the video language, Save disabled until the choice changes', async () => {
    await renderInFrame();
    await userEvent.click(screen.getByRole('button', { name: /Video language/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Video language' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(videoLanguageStore.getState().videoLanguage).toBe('de');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no video language on a kiosk', async () => {
    await renderInFrame({ device: 'Kiosk' });
    expect(screen.queryByRole('button', { name: /Video language/ })).not.toBeInTheDocument();
  });
});

describe('page', () => {
  it('applies the hub excursion variables as page style variables', async () => {
    const { container } = await renderInFrame();
    expect((container.firstElementChild as HTMLElement).style.getPropertyValue('--excursion-accent')).toBe('#00607a');
  });

  it('uses bold text on kiosks', async () => {
    const { container: kiosk } = await renderInFrame({ device: 'Kiosk' });
    const { container: guest } = await renderInFrame({ device: 'App' });
    expect((kiosk.firstElementChild as HTMLElement).className).not.toBe((guest.firstElementChild as HTMLElement).className);
  });

  it('redirects an old #/ QR address to /QR/', async () => {
    window.location.hash = '#/abc123';
    const { router } = await renderInFrame({ route: '/' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/QR/abc123'));
    window.location.hash = '';
  });

  it('records a page view on navigation', async () => {
    const { demo, router } = await renderInFrame({ route: '/' });
    await act(() => router.navigate('/basket'));
    await waitFor(() => expect(demo.state.pageViews).toEqual(['home', 'basket']));
  });

  it('does not record content pages', async () => {
    const { demo, router } = await renderInFrame({ route: '/content/detail/1' });
    // The next page's view is recorded after the content page's would have been: only it arrives.
    await act(() => router.navigate('/basket'));
    await waitFor(() => expect(demo.state.pageViews).toEqual(['basket']));
  });
});
