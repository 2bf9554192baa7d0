import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInFrame } from '../test/render-in-frame';
import { KioskFieldKeyboard } from './KioskFieldKeyboard';
import { WithKioskKeyboard } from './WithKioskKeyboard';

/** A film search sent with Enter, a content search that filters as typed, and a form with keys of its own. */
function SearchPage({ onSearch }: { onSearch: (words: string) => void }) {
  const [films, setFilms] = useState('');
  const [articles, setArticles] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(films);
        }}
      >
        <input type="search" aria-label="Search films" value={films} onChange={(event) => setFilms(event.target.value)} />
      </form>
      <label>
        Search articles
        <input type="search" value={articles} onChange={(event) => setArticles(event.target.value)} />
      </label>
      <p>{`Showing articles with “${articles}”`}</p>
      <button type="button">Spa</button>
      <WithKioskKeyboard>
        <label>
          What is wrong?
          <textarea value={problem} onChange={(event) => setProblem(event.target.value)} />
        </label>
      </WithKioskKeyboard>
      <KioskFieldKeyboard />
    </>
  );
}

const docked = () =>
  screen.queryAllByRole('group', { name: 'On-screen keyboard' }).find((group) => group.closest('[data-docked-keyboard]'));

afterEach(() => vi.restoreAllMocks());

describe('KioskFieldKeyboard', () => {
  it('docks a keyboard while the guest types in a search, and the page follows each key', async () => {
    await renderInFrame({ device: 'Kiosk', page: <SearchPage onSearch={() => undefined} /> });
    expect(docked()).toBeUndefined();
    const search = screen.getByLabelText('Search articles');
    search.focus();
    const keyboard = await waitFor(() => {
      const found = docked();
      if (!found) throw new Error('no docked keyboard yet');
      return found;
    });
    expect(search).toHaveAttribute('inputmode', 'none');
    for (const key of ['s', 'p', 'a']) fireEvent.click(within(keyboard).getByRole('button', { name: key }));
    expect(screen.getByText('Showing articles with “spa”')).toBeInTheDocument();
    expect(within(keyboard).getByRole('button', { name: 'Capital letters' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('sends a search form once with Done and puts the keys away, and a tap on the field brings them back', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    await renderInFrame({ device: 'Kiosk', page: <SearchPage onSearch={onSearch} /> });
    const search = screen.getByLabelText('Search films');
    await user.click(search);
    const keyboard = await waitFor(() => docked() ?? Promise.reject(new Error('no docked keyboard yet')));
    for (const key of ['h', 'e', 'a', 't']) await user.click(within(keyboard).getByRole('button', { name: key }));
    expect(search).toHaveFocus();
    await user.click(within(keyboard).getByRole('button', { name: 'Done' }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('heat');
    expect(docked()).toBeUndefined();
    expect(search).not.toHaveAttribute('inputmode');
    await user.click(search);
    await waitFor(() => expect(docked()).toBeDefined());
  });

  it('goes away when the guest moves on or presses Escape, and leaves a form with its own keys alone', async () => {
    const user = userEvent.setup();
    await renderInFrame({ device: 'Kiosk', page: <SearchPage onSearch={() => undefined} /> });
    await user.click(screen.getByLabelText('Search articles'));
    await waitFor(() => expect(docked()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Spa' }));
    expect(docked()).toBeUndefined();
    await user.click(screen.getByLabelText('Search articles'));
    await waitFor(() => expect(docked()).toBeDefined());
    await user.keyboard('{Escape}');
    expect(docked()).toBeUndefined();
    await user.click(screen.getByLabelText('What is wrong?'));
    expect(screen.getAllByRole('group', { name: 'On-screen keyboard' })).toHaveLength(1);
    expect(docked()).toBeUndefined();
  });

  it('takes up a search chosen before its code loaded (it loads after the first screen)', async () => {
    function LateKeyboard() {
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <input type="search" aria-label="Search events" />
          <button type="button" onMouseDown={(event) => event.preventDefault()} onClick={() => setLoaded(true)}>
            Load
          </button>
          {loaded ? <KioskFieldKeyboard /> : null}
        </>
      );
    }
    await renderInFrame({ device: 'Kiosk', page: <LateKeyboard /> });
    screen.getByLabelText('Search events').focus();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() => expect(docked()).toBeDefined());
  });

  it('gives no keys to a field that asks for none (the card reader types into it), and keeps them while the guest tabs back', async () => {
    const user = userEvent.setup();
    await renderInFrame({
      device: 'Kiosk',
      page: (
        <>
          <input type="password" inputMode="none" aria-label="Card reader" />
          <SearchPage onSearch={() => undefined} />
        </>
      ),
    });
    const search = screen.getByLabelText('Search articles');
    await user.click(search);
    await waitFor(() => expect(docked()).toBeDefined());
    await user.click(screen.getByLabelText('Card reader'));
    expect(docked()).toBeUndefined();
    await user.click(search);
    const keyboard = await waitFor(() => docked() ?? Promise.reject(new Error('no docked keyboard yet')));
    within(keyboard).getByRole('button', { name: '1' }).focus();
    search.focus();
    expect(docked()).toBeDefined();
    expect(search).toHaveAttribute('inputmode', 'none');
  });

  it('makes room under the page for the keys while they are shown', async () => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(480);
    const user = userEvent.setup();
    await renderInFrame({ device: 'Kiosk', page: <SearchPage onSearch={() => undefined} /> });
    await user.click(screen.getByLabelText('Search articles'));
    await waitFor(() => expect(document.body.style.paddingBottom).toBe('480px'));
    expect(document.documentElement.style.scrollPaddingBottom).toBe('480px');
    await user.keyboard('{Escape}');
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.documentElement.style.scrollPaddingBottom).toBe('');
  });
});
