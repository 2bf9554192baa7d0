import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';

/** A page whose heading arrives later, as a screen's does with its hub answer. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Shore Excursions</h1> : <p>Loading…</p>;
}

function FieldPage() {
  return (
    <>
      <h1>Log in</h1>
      {/* The case under test: a screen that places focus itself. */}
      <input aria-label="Booking reference" autoFocus />
    </>
  );
}

/** A page that gives focus back to a control itself (a remote page on Back), and says so. */
function RestoringPage() {
  return (
    <div data-manages-focus="">
      <h1>Films</h1>
    </div>
  );
}

describe('page titles and focus after a navigation (WCAG 2.4.2, 2.4.3)', () => {
  it('titles the first page by its heading without moving focus', async () => {
    await renderInFrame({ route: '/excursions', page: <LatePage /> });
    await waitFor(() => expect(document.title).toBe('Shore Excursions – Aurora Star'));
    expect(document.activeElement).toBe(document.body);
  });

  it('keeps the app title on the home page', async () => {
    const { router } = await renderInFrame({ route: '/start', page: <LatePage /> });
    await waitFor(() => expect(document.title).toBe('Shore Excursions – Aurora Star'));
    (document.activeElement as HTMLElement | null)?.blur();
    await act(() => router.navigate('/'));
    // The heading takes focus in the same step that titles the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Shore Excursions' })).toHaveFocus());
    expect(document.title).toBe('Aurora Star');
  });

  it('after a navigation, titles the new page and moves focus to its heading once it arrives', async () => {
    const { router } = await renderInFrame({ route: '/start', page: <LatePage /> });
    await waitFor(() => expect(document.title).toBe('Shore Excursions – Aurora Star'));
    await act(() => router.navigate('/other'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Shore Excursions' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Shore Excursions – Aurora Star');
  });

  it('leaves focus where a screen put it', async () => {
    const { router } = await renderInFrame({ route: '/start', page: <FieldPage /> });
    await act(() => router.navigate('/login'));
    await waitFor(() => expect(document.title).toBe('Log in – Aurora Star'));
    expect(screen.getByRole('textbox', { name: 'Booking reference' })).toHaveFocus();
  });

  it('leaves focus to a page that gives it back itself', async () => {
    const { router } = await renderInFrame({ route: '/start', page: <RestoringPage /> });
    await waitFor(() => expect(document.title).toBe('Films – Aurora Star'));
    (document.activeElement as HTMLElement | null)?.blur();
    await act(() => router.navigate('/vod/overview/movies'));
    await act(() => router.navigate('/vod/overview'));
    await waitFor(() => expect(document.title).toBe('Films – Aurora Star'));
    expect(document.activeElement).toBe(document.body);
  });
});
