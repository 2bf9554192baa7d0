import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { GamesOverviewScreen } from './GamesOverviewScreen';
import { gameAddresses } from './games';

describe('GamesOverviewScreen', () => {
  it('lists the nine games, each opening its page on the games host with its logo', async () => {
    const { container } = await renderScreen(<GamesOverviewScreen />);
    const links = within(screen.getByRole('list', { name: 'Games' })).getAllByRole('link');
    expect(links).toHaveLength(9);
    const sudoku = screen.getByRole('link', { name: 'Sudoku Classic (opens in a new window)' });
    expect(sudoku.getAttribute('href')).toMatch(/\/games\/SudokuClassic\/index\.html$/);
    expect(sudoku).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('img[src$="/games/2048/logo.png"]')).not.toBeNull();
  });

  it('builds addresses under the host whether or not it ends with a slash', () => {
    expect(gameAddresses('https://games.example/app', 'PicFix').page).toBe('https://games.example/app/games/PicFix/index.html');
    expect(gameAddresses('https://games.example/', 'PicFix').logo).toBe('https://games.example/games/PicFix/logo.png');
  });
});
