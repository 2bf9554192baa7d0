import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VodCard } from './VodCard';

const card = (title: string, type: 'movie' | 'audio_series' = 'movie') =>
  render(
    <MemoryRouter>
      <VodCard item={{ id: 7, title, type }} />
    </MemoryRouter>,
  );

describe('a VOD card’s title', () => {
  it('shows a title of up to 30 characters whole (it wraps, the tile’s width does not cut it)', () => {
    card('Golden Letter (podcast)', 'audio_series');
    const link = screen.getByRole('link', { name: 'Golden Letter (podcast)' });
    expect(link).toHaveTextContent('Golden Letter (podcast)');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('cuts a longer title at 30 characters (platform.md §9) and keeps the whole one as the link’s name', () => {
    card('Northern Lighthouse Protocol (1987)');
    const link = screen.getByRole('link', { name: 'Northern Lighthouse Protocol (1987)' });
    expect(link.textContent).toBe('Northern Lighthouse Protocol (…');
  });
});
