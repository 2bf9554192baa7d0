import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { navigationStore } from '../stores/navigation-store';
import { renderInFrame } from '../test/render-in-frame';

/** A page whose heading arrives later, as a screen's does with its hub answer. */
function LatePage({ title = 'Shore Excursions' }: { title?: string }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>{title}</h1> : <p>Loading…</p>;
}

/** A new page for each address, its heading named after it, arriving later. */
function PageOfAddress() {
  const { pathname } = useLocation();
  return <LatePage key={pathname} title={`Page ${pathname}`} />;
}

/** The footer's controls (Back, Home), which stay on screen when the page changes under them. */
const footer = () => within(screen.getByRole('contentinfo'));

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

afterEach(() => navigationStore.setState({ footerType: 'standard' }));

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

  // Audit finding: after the footer's Back the URL and title changed, but focus stayed on Back,
  // which stays on screen, so a screen reader said nothing about the new page.
  it("after the footer's Back, moves focus from Back to the new page's heading", async () => {
    const { router } = await renderInFrame({ route: '/shoreexcursions', page: <PageOfAddress /> });
    await act(() => router.navigate('/shoreexcursion/101'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /shoreexcursion/101' })).toHaveFocus());
    await userEvent.click(footer().getByRole('button', { name: 'Back' }));
    expect(router.state.location.pathname).toBe('/shoreexcursions');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /shoreexcursions' })).toHaveFocus());
    expect(document.title).toBe('Page /shoreexcursions – Aurora Star');
  });

  it("after the footer's Home, moves focus to the home page's heading", async () => {
    const { router } = await renderInFrame({ route: '/shoreexcursions', page: <PageOfAddress /> });
    await act(() => router.navigate('/shoreexcursion/101'));
    await userEvent.click(footer().getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /' })).toHaveFocus());
  });

  it("after the header's logo link home, moves focus to the home page's heading", async () => {
    const { router } = await renderInFrame({ route: '/shoreexcursions', page: <PageOfAddress /> });
    await act(() => router.navigate('/shoreexcursion/101'));
    await userEvent.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /' })).toHaveFocus());
  });

  // Back is the guest's only until the page has changed: a control they move to while the new
  // page's heading is still on its way keeps focus, even another one of the footer.
  it("leaves focus on a control the guest moved to after Back, before the new page's heading came", async () => {
    const { router } = await renderInFrame({ route: '/shoreexcursions', page: <PageOfAddress /> });
    await act(() => router.navigate('/shoreexcursion/101'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /shoreexcursion/101' })).toHaveFocus());
    await userEvent.click(footer().getByRole('button', { name: 'Back' }));
    await userEvent.tab();
    const home = footer().getByRole('link', { name: 'Home' });
    expect(home).toHaveFocus();
    await waitFor(() => expect(document.title).toBe('Page /shoreexcursions – Aurora Star'));
    expect(home).toHaveFocus();
  });

  // The mark that lets the heading take focus lasts from the press only: Home, back on screen after
  // the guest went home with it, is the guest's again when they move to it.
  it('leaves focus on a footer control the guest only moved to, when the page changes otherwise', async () => {
    const { router } = await renderInFrame({ route: '/shoreexcursions', page: <PageOfAddress /> });
    await act(() => router.navigate('/shoreexcursion/101'));
    await userEvent.click(footer().getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /' })).toHaveFocus());
    await act(() => router.navigate('/shoreexcursions'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Page /shoreexcursions' })).toHaveFocus());
    const home = footer().getByRole('link', { name: 'Home' });
    home.focus();
    await act(() => router.navigate('/shoreexcursion/102'));
    await waitFor(() => expect(document.title).toBe('Page /shoreexcursion/102 – Aurora Star'));
    expect(home).toHaveFocus();
  });
});
