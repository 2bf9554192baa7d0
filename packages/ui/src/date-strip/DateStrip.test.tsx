import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { focusedElement } from '@companion/test-harness';
import { DateStrip } from './DateStrip';

const fortnight = Array.from({ length: 14 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}`);

const labels = { strip: 'Cruise days', previous: 'Earlier days', next: 'Later days' };

function renderStrip(selected = fortnight[0], onSelect = vi.fn(), locale = 'en-GB', today?: string) {
  render(<DateStrip dates={fortnight} selected={selected} onSelect={onSelect} today={today} locale={locale} labels={labels} />);
  return onSelect;
}

describe('DateStrip', () => {
  it('shows seven dates a page', () => {
    renderStrip();
    expect(screen.getAllByRole('listitem')).toHaveLength(7);
  });

  it('pages with the chevrons, aria-disabled at either end', async () => {
    renderStrip();
    expect(screen.getByRole('button', { name: 'Earlier days' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Later days' }));
    expect(screen.getByRole('button', { name: 'Tue 17/11/2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Later days' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Earlier days' })).not.toHaveAttribute('aria-disabled');
  });

  // Keyboard audit: Enter on "Later days" up to the last page dropped focus to the body.
  it('keeps focus on a chevron that reaches the last or first page, and ignores its presses there', async () => {
    renderStrip();
    const later = screen.getByRole('button', { name: 'Later days' });
    const earlier = screen.getByRole('button', { name: 'Earlier days' });
    later.focus();
    await userEvent.keyboard('{Enter}');
    expect(focusedElement()).toBe(later);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tue 17/11/2026' })).toBeInTheDocument();
    expect(focusedElement()).toBe(later);
    earlier.focus();
    await userEvent.keyboard('{Enter}');
    expect(focusedElement()).toBe(earlier);
    expect(screen.getByRole('button', { name: 'Tue 10/11/2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Tue 10/11/2026' })).toBeInTheDocument();
    expect(focusedElement()).toBe(earlier);
  });

  it('opens on the page of the selected date and marks it chosen', () => {
    renderStrip(fortnight[12]);
    expect(screen.getByRole('button', { name: 'Sun 22/11/2026' })).toHaveAttribute('aria-pressed', 'true');
  });

  // Screen-reader audit: the chosen day said "current date", which means today, on any day.
  it('says the chosen date is chosen, and only today is the current date', () => {
    renderStrip(fortnight[3], vi.fn(), 'en-GB', fortnight[1]);
    const chosen = screen.getByRole('button', { name: 'Fri 13/11/2026' });
    expect(chosen).toHaveAttribute('aria-pressed', 'true');
    expect(chosen).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { current: 'date' })).toHaveAccessibleName('Wed 11/11/2026');
    expect(screen.getAllByRole('button', { pressed: true })).toEqual([chosen]);
    expect(screen.getByRole('button', { name: 'Wed 11/11/2026' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('marks today both current and chosen when today is the chosen date', () => {
    renderStrip(fortnight[1], vi.fn(), 'en-GB', fortnight[1]);
    const today = screen.getByRole('button', { name: 'Wed 11/11/2026' });
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveAttribute('aria-pressed', 'true');
  });

  it('marks no date current when today is not one of the strip’s days', () => {
    renderStrip(fortnight[1], vi.fn(), 'en-GB', '2026-12-24');
    expect(screen.queryByRole('button', { current: 'date' })).toBeNull();
  });

  it('reports the chosen date', async () => {
    const onSelect = renderStrip();
    await userEvent.click(screen.getByRole('button', { name: 'Thu 12/11/2026' }));
    expect(onSelect).toHaveBeenCalledWith('2026-11-12');
  });

  // Issue 13: "24/11/202" was cut at 390 px. The button shows weekday, day and month; its name has the full date.
  it('shows a short day that fits a phone, named with the full date', () => {
    renderStrip();
    const button = screen.getByRole('button', { name: 'Tue 10/11/2026' });
    expect(button).toHaveTextContent(/^Tue10\/11$/);
    expect(button.textContent).not.toContain('2026');
  });

  it('writes the day the German way for a German guest', () => {
    renderStrip(fortnight[0], vi.fn(), 'de-DE');
    const button = screen.getByRole('button', { name: 'Di 10.11.2026' });
    expect(button).toHaveTextContent(/^Di10\.11\.$/);
  });

  it('puts the month first for en-US', () => {
    renderStrip(fortnight[0], vi.fn(), 'en-US');
    expect(screen.getByRole('button', { name: 'Tue 11/10/2026' })).toHaveTextContent(/^Tue11\/10$/);
  });
});
