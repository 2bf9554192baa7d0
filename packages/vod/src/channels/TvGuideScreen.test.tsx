import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { chooseLanguage } from '@companion/screen-harness';
import { renderVod } from '../test/render-vod';
import { stubLayout } from '../test/stub-layout';

stubLayout();
import { clearVideoAuthentication } from '../video-authentication/video-authentication-store';

beforeEach(() => clearVideoAuthentication());

describe('the TV guide', () => {
  it('marks the programme on now, moves with the arrow keys and opens a programme dialog', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    await screen.findByRole('grid');
    // The rows on screen fetch their programmes after the line-up has come.
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    const onNow = document.querySelectorAll('[aria-current="time"]');
    const first = onNow[0] as HTMLElement;
    first.focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toMatch(/^1-/));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement?.getAttribute('data-cell')).toMatch(/^1-[1-9]/));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Ocean News');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows 4 hours from now with a now-line, and scrolls in time with Later and Earlier', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    const grid = await screen.findByRole('grid');
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    const window = () => screen.getByRole('grid').getAttribute('aria-label')!;
    const first = window();
    // The window's two ends are 4 hours (14,400 s) apart.
    const [from, to] = /, (.+) to (.+)$/
      .exec(first)!
      .slice(1)
      .map((time) => Date.parse(`2000-01-01 ${time}`));
    expect(((to! - from! + 86_400_000) % 86_400_000) / 1000).toBe(14_400);
    expect(grid.querySelector('[class*="nowLine"]')).not.toBeNull();
    // At now there is nothing earlier: aria-disabled, so a press back to now keeps focus on it.
    expect(screen.getByRole('button', { name: 'Earlier' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(window()).not.toBe(first));
    // Later on, the guide can go back towards now.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Earlier' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Earlier' }));
    await waitFor(() => expect(window()).toBe(first));
  });

  it.each([
    { language: 'en', themeName: 'midnight', form: /^Programme guide, (\d{1,2}:\d\d [AP]M) to (\d{1,2}:\d\d [AP]M)$/ },
    { language: 'de', themeName: 'classic', form: /^Programmübersicht, (\d\d:\d\d) bis (\d\d:\d\d)$/ },
  ] as const)('names its window in the axis’s form ($language, $themeName’s clock)', async ({ language, themeName, form }) => {
    chooseLanguage(language);
    onTestFinished(() => chooseLanguage('en'));
    await renderVod({ entry: '/vod/tvguide', themeName });
    const grid = await screen.findByRole('grid');
    const [from, to] = form.exec(grid.getAttribute('aria-label') ?? '')?.slice(1) ?? [];
    expect(from).toBe(grid.querySelector('[role="columnheader"] time')?.textContent);
    expect((minuteOfDay(to!) - minuteOfDay(from!) + 24 * 60) % (24 * 60)).toBe(4 * 60);
  });

  it('keeps focus on the same row at the same time when an arrow moves the window past its end, and back past its start', async () => {
    // At a fixed evening hour: the demo's line-up around midnight (its last day's end) gave a row
    // whose last programme ran past every window, and the gate's run at 00:05 failed.
    const evening = new Date();
    evening.setHours(20, 0, 0, 0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(evening);
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    await screen.findByRole('grid');
    await waitFor(() => expect(document.querySelectorAll('[aria-current="time"]').length).toBeGreaterThan(0));
    const window = () => screen.getByRole('grid').getAttribute('aria-label')!;
    const first = window();
    (document.querySelectorAll('[aria-current="time"]')[0] as HTMLElement).focus();
    // The row below the one focused first (which row that is depends on the line-up at the hour).
    const row = focusedCell().row + 1;
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell().row).toBe(row));

    // To the row's last cell, then once more: the window moves an hour.
    await pressUntil('{ArrowRight}', () => focusedCell().index === cellsInRow(row) - 1);
    const last = focusedCell();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(window()).not.toBe(first));
    const later = window();
    // Same row, same programme (the same times), and it has its next programmes beside it now.
    await waitFor(() => expect(focusedCell()).toMatchObject({ row, times: last.times }));
    await waitFor(() => expect(focusedCell().index).toBeLessThan(cellsInRow(row) - 1));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(focusedCell().times).not.toEqual(last.times));
    expect(focusedCell().row).toBe(row);

    // Back to the row's first cell, then once more: the window goes back to now's.
    await pressUntil('{ArrowLeft}', () => focusedCell().index === 0);
    const earliest = focusedCell();
    await user.keyboard('{ArrowLeft}');
    await waitFor(() => expect(window()).toBe(first));
    expect(window()).not.toBe(later);
    await waitFor(() => expect(focusedCell()).toMatchObject({ row, times: earliest.times }));
    // The remote still works: down goes on to the next row.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(focusedCell().row).toBe(row + 1));

    /** Presses a key until `done` (the guide has a handful of cells a row). */
    async function pressUntil(key: string, done: () => boolean) {
      for (let press = 0; press < 20 && !done(); press += 1) {
        const before = focusedCell().index;
        await user.keyboard(key);
        await waitFor(() => expect(focusedCell().index).not.toBe(before));
      }
      expect(done()).toBe(true);
    }
  });

  it('marks Earlier and Now as unavailable at now, still focusable, and keeps focus on Earlier pressed back to now', async () => {
    const user = userEvent.setup();
    await renderVod({ entry: '/vod/tvguide' });
    const grid = await screen.findByRole('grid');
    const first = grid.getAttribute('aria-label');
    const earlier = screen.getByRole('button', { name: 'Earlier' });
    expect(earlier).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Now' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Later' })).not.toHaveAttribute('aria-disabled');
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.getByRole('grid').getAttribute('aria-label')).not.toBe(first));
    earlier.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('grid').getAttribute('aria-label')).toBe(first));
    expect(earlier).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(earlier);
    // Pressed again at now, it does nothing.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('grid').getAttribute('aria-label')).toBe(first);
  });
});

/** "04:30", "4:30 AM" or "12:15 PM" as minutes after midnight. */
function minuteOfDay(time: string) {
  const [, hour, minute, half] = /^(\d+):(\d\d)(?: ([AP])M)?$/.exec(time)!;
  return ((Number(hour) % (half ? 12 : 24)) + (half === 'P' ? 12 : 0)) * 60 + Number(minute);
}

/** The focused guide cell: its row, its index in the row and its programme's times. */
function focusedCell() {
  const active = document.activeElement as HTMLElement | null;
  const [row, index] = (active?.getAttribute('data-cell') ?? 'NaN-NaN').split('-').map(Number);
  const times = [...(active?.querySelectorAll('time') ?? [])].map((time) => time.dateTime);
  return { row: row!, index: index!, times };
}

function cellsInRow(row: number) {
  return document.querySelectorAll(`[data-cell^="${row}-"]`).length;
}
