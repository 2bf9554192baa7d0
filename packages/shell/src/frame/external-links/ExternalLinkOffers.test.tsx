import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeviceType } from '@companion/hub-client';
import { renderInFrame } from '../../test/render-in-frame';
import { ExternalLinksOnPhone } from './ExternalLinksOnPhone';
import { recordExternalLinks } from './record-external-links';

const CRUISE_LINE = 'https://www.example.com/aurora-cruises';

// The dialog and its QR encoder are lazy chunks: transformed once here, so the first test's wait
// for the dialog measures the dialog, not the transform of a cold module under a full test run.
beforeAll(async () => {
  await Promise.all([import('./ExternalLinkOffers'), import('./OpenOnPhoneDialog')]);
});

/** A page with the kinds of link a shared screen meets: another site, one of our routes, our own origin. */
function LinksPage() {
  return (
    <>
      {/* As the content tiles write it: a new window, and a label that says so. */}
      <a href={CRUISE_LINE} target="_blank" rel="noopener noreferrer" aria-label={'Cruise Line Website (opens in a new window)'}>
        <span>{'Cruise Line Website'}</span>
      </a>
      <Link to="/onboard/excursions">{'Excursions'}</Link>
      <a href={`${window.location.origin}/basket`}>{'Basket'}</a>
    </>
  );
}

/** Renders the page in the frame on `device`, with the lazily loaded link guard in place. */
async function renderLinks(device: DeviceType) {
  const view = await renderInFrame({
    device,
    route: '/content/overview',
    page: <LinksPage />,
    slots: { deviceRules: ExternalLinksOnPhone },
  });
  // The guard loads as its own chunk; a test clicks once it listens, as a guest would a moment after the start.
  await act(async () => {
    await import('./ExternalLinkOffers');
  });
  return view;
}

/**
 * Every click as the window saw it first, and whether it then reached the plain link itself with
 * its default intact: a click no feature handler sees cannot open a window either.
 */
function watchClicks() {
  const seen: MouseEvent[] = [];
  const atLink = new Map<Event, { defaultPrevented: boolean }>();
  const first = (event: MouseEvent) => void seen.push(event);
  window.addEventListener('click', first, true);
  for (const anchor of document.querySelectorAll('a[target], a[href^="http"]')) {
    anchor.addEventListener('click', (event) => {
      atLink.set(event, { defaultPrevented: event.defaultPrevented });
      // jsdom cannot navigate: the default that reached the link is noted above, then stopped.
      event.preventDefault();
    });
  }
  return {
    last: () => {
      const event = seen[seen.length - 1];
      return event && { defaultPrevented: event.defaultPrevented, atLink: atLink.get(event) };
    },
    stop: () => window.removeEventListener('click', first, true),
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('external links on a kiosk', () => {
  it('open the phone dialog with the QR code and the address instead of navigating or opening a window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderLinks('Kiosk');
    const clicks = watchClicks();
    await userEvent.click(screen.getByText('Cruise Line Website'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Open on your phone' }));
    expect(dialog.getByText('Cruise Line Website')).toBeInTheDocument();
    expect(dialog.getByText(CRUISE_LINE)).toBeInTheDocument();
    const qr = await dialog.findByRole('img', { name: 'QR code for Cruise Line Website' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // Large enough to scan from 60 cm: at least 240 CSS px a side.
    expect(Number(qr.getAttribute('width'))).toBeGreaterThanOrEqual(240);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M/);

    expect(clicks.last()?.defaultPrevented).toBe(true);
    expect(clicks.last()?.atLink).toBeUndefined();
    expect(open).not.toHaveBeenCalled();
    clicks.stop();
  });

  it('closes on Escape and gives focus back to the link', async () => {
    await renderLinks('Kiosk');
    const link = screen.getByRole('link', { name: /Cruise Line Website/ });
    await userEvent.click(link);
    await screen.findByRole('dialog', { name: 'Open on your phone' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('closes with Close and opens again from the keyboard (Enter on the link)', async () => {
    await renderLinks('Kiosk');
    const link = screen.getByRole('link', { name: /Cruise Line Website/ });
    await userEvent.click(link);
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Open on your phone' })).toBeInTheDocument();
  });

  it('closes when the route changes, and stays closed on the way back', async () => {
    const { router } = await renderLinks('Kiosk');
    await userEvent.click(screen.getByText('Cruise Line Website'));
    await screen.findByRole('dialog', { name: 'Open on your phone' });
    await act(() => router.navigate('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('Cruise Line Website')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  // On the home page the kiosk's idle logout wipes the session without navigating: a minute
  // without a touch must close the dialog too, so the next guest finds the screen as it starts.
  it('closes after the kiosk idle logout time without a touch', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderLinks('Kiosk');
    await userEvent.click(screen.getByText('Cruise Line Website'));
    await screen.findByRole('dialog', { name: 'Open on your phone' });
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('still has the click recorded for the hub', async () => {
    const { hub, demo } = await renderLinks('Kiosk');
    const stop = recordExternalLinks(hub);
    await userEvent.click(screen.getByText('Cruise Line Website'));
    await screen.findByRole('dialog', { name: 'Open on your phone' });
    await waitFor(() => expect(demo.state.externalLinkClicks).toContain(CRUISE_LINE));
    stop();
  });

  it('leave a link to our own origin alone', async () => {
    await renderLinks('Kiosk');
    const clicks = watchClicks();
    await userEvent.click(screen.getByRole('link', { name: 'Basket' }));
    expect(clicks.last()?.atLink).toEqual({ defaultPrevented: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    clicks.stop();
  });

  it('leave an in-app link alone: react-router takes the guest to the route', async () => {
    const { router } = await renderLinks('Kiosk');
    await userEvent.click(screen.getByRole('link', { name: 'Excursions' }));
    expect(router.state.location.pathname).toBe('/onboard/excursions');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('external links on signage', () => {
  it('open the phone dialog too', async () => {
    await renderLinks('DigitalSignage');
    await userEvent.click(screen.getByText('Cruise Line Website'));
    expect(await screen.findByRole('dialog', { name: 'Open on your phone' })).toBeInTheDocument();
  });
});

describe('external links on a guest device', () => {
  it('are not intercepted: the click reaches the link with its default intact', async () => {
    await renderLinks('App');
    const clicks = watchClicks();
    await userEvent.click(screen.getByText('Cruise Line Website'));
    expect(clicks.last()?.atLink).toEqual({ defaultPrevented: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    clicks.stop();
  });
});
