import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageStore } from '../i18n/language-store';
import { deviceConfigFixture, hubAnswering } from '../test/hub-answering';
import { retryDelayMs } from './start-up-state';
import { StartUp } from './StartUp';

function renderStartUp(fetchImpl: typeof fetch) {
  return render(<StartUp hub={hubAnswering(fetchImpl)}>{(config, theme) => <p>{`${config.hub.appTitle} in ${theme}`}</p>}</StartUp>);
}

afterEach(() => {
  languageStore.setState({ language: 'en' });
  document.documentElement.lang = 'en';
  vi.useRealTimers();
});

const unreachable = () => Promise.reject(new TypeError('Failed to fetch'));
const configured = () => Promise.resolve(Response.json(deviceConfigFixture()));

/** Fails `failures` times, then answers with the configuration; counts every call. */
function hubRecoveringAfter(failures: number) {
  const calls = { count: 0 };
  const fetchImpl: typeof fetch = () => (++calls.count <= failures ? unreachable() : configured());
  return { calls, fetchImpl };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('StartUp', () => {
  it('shows nothing while the configuration loads', () => {
    const { container } = renderStartUp(() => new Promise<Response>(() => {}));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the Server Connection Error page when the hub cannot be reached', async () => {
    renderStartUp(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Server Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Could not fetch configuration from Hub.')).toBeInTheDocument();
  });

  it('shows the hub error code and message when the hub answers with an error', async () => {
    renderStartUp(() => Promise.resolve(Response.json({ code: 'E42', message: 'Unknown device' }, { status: 500 })));
    expect(await screen.findByText('code: E42 - Unknown device')).toBeInTheDocument();
  });

  it('treats a malformed configuration as a failed start-up, not a crash', async () => {
    renderStartUp(() => Promise.resolve(Response.json({ hub: 'not an object' })));
    expect(await screen.findByText('Server Connection Error')).toBeInTheDocument();
  });

  it('renders the app with the theme the hub chose', async () => {
    renderStartUp(() => Promise.resolve(Response.json(deviceConfigFixture({ layoutTheme: 'midnight' }))));
    expect(await screen.findByText('Aurora Star in midnight')).toBeInTheDocument();
  });

  it('switches to the first offered language when the current one is not offered', async () => {
    languageStore.setState({ language: 'en' });
    renderStartUp(() => Promise.resolve(Response.json(deviceConfigFixture({ languages: [{ code: 'de', name: 'Deutsch' }] }))));
    await screen.findByText(/Aurora Star/);
    expect(languageStore.getState().language).toBe('de');
  });

  it('gives the page the language it settled on, for screen readers (WCAG 3.1.1)', async () => {
    renderStartUp(() => Promise.resolve(Response.json(deviceConfigFixture({ languages: [{ code: 'de', name: 'Deutsch' }] }))));
    await screen.findByText(/Aurora Star/);
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('shows a plain sentence with the code, not the markup, when the hub answers with an error page', async () => {
    renderStartUp(() =>
      Promise.resolve(
        new Response('<html><body><h1>500 Internal Server Error</h1><hr>nginx</body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      ),
    );
    expect(await screen.findByText('The hub answered with an error (code 500).')).toBeInTheDocument();
    expect(screen.queryByText(/code: 500 -/)).not.toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/<html|<body|nginx/);
  });
});

describe('StartUp after a failed start (kiosks and signage have no reload button)', () => {
  it('waits 2 s, 4 s, 8 s … between tries, never more than 60 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelayMs)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('tries again by itself and shows the app once the hub answers', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hub = hubRecoveringAfter(1);
    renderStartUp(hub.fetchImpl);
    expect(await screen.findByText('Trying again in 2 s.')).toBeInTheDocument();
    await advance(1_000);
    expect(await screen.findByText('Trying again in 1 s.')).toBeInTheDocument();
    expect(hub.calls.count).toBe(1);
    await advance(1_000);
    expect(await screen.findByText('Aurora Star in ocean')).toBeInTheDocument();
    expect(hub.calls.count).toBe(2);
  });

  it('doubles the wait after each failure up to a minute', async () => {
    // Only the fake clock moves here, so "a moment before" is exact; act flushes each answer.
    vi.useFakeTimers();
    const hub = hubRecoveringAfter(Number.POSITIVE_INFINITY);
    renderStartUp(hub.fetchImpl);
    await advance(0);
    for (const [index, seconds] of [2, 4, 8, 16, 32, 60, 60].entries()) {
      expect(screen.getByText(`Trying again in ${seconds} s.`)).toBeInTheDocument();
      expect(hub.calls.count).toBe(index + 1);
      await advance(seconds * 1_000 - 1);
      expect(hub.calls.count).toBe(index + 1);
      await advance(1);
    }
  });

  it('tries at once when the guest presses Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const hub = hubRecoveringAfter(1);
    renderStartUp(hub.fetchImpl);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Aurora Star in ocean')).toBeInTheDocument();
    expect(hub.calls.count).toBe(2);
  });

  it('keeps trying after the guest pressed Try again and it failed once more', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const hub = hubRecoveringAfter(2);
    renderStartUp(hub.fetchImpl);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Trying again in 4 s.')).toBeInTheDocument();
    await advance(4_000);
    expect(await screen.findByText('Aurora Star in ocean')).toBeInTheDocument();
    expect(hub.calls.count).toBe(3);
  });

  it('stops trying once the page is gone', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hub = hubRecoveringAfter(Number.POSITIVE_INFINITY);
    const { unmount } = renderStartUp(hub.fetchImpl);
    await screen.findByText('Trying again in 2 s.');
    unmount();
    await advance(120_000);
    expect(hub.calls.count).toBe(1);
  });
});
