import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
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
    expect(screen.getByRole('button', { name: 'Earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(window()).not.toBe(first));
    // Later on, the guide can go back towards now.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Earlier' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Earlier' }));
    await waitFor(() => expect(window()).toBe(first));
  });
});
