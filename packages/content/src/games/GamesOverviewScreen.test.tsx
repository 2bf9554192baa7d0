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

  it("uses the client configuration's games host rather than the hub when one is set", async () => {
    const { container } = await renderScreen(<GamesOverviewScreen />, {
      patchHubAddress: (address) => ({ ...address, gamesUrl: 'https://games.aurora.example/arcade/' }),
    });
    expect(screen.getByRole('link', { name: 'PicFix (opens in a new window)' })).toHaveAttribute(
      'href',
      'https://games.aurora.example/arcade/games/PicFix/index.html',
    );
    expect(container.querySelector('img[src="https://games.aurora.example/arcade/games/2048/logo.png"]')).not.toBeNull();
    expect(container.querySelector('[href*="localhost"], [src*="localhost"]')).toBeNull();
  });

  it('falls back to the hub address without a games host', async () => {
    const { container } = await renderScreen(<GamesOverviewScreen />);
    const hubUrl = 'http://app.localhost:8080/';
    expect(screen.getByRole('link', { name: 'PicFix (opens in a new window)' })).toHaveAttribute(
      'href',
      `${hubUrl}games/PicFix/index.html`,
    );
    expect(container.querySelector(`img[src="${hubUrl}games/2048/logo.png"]`)).not.toBeNull();
  });

  it('builds addresses under the host whether or not it ends with a slash', () => {
    expect(gameAddresses('https://games.example/app', 'PicFix').page).toBe('https://games.example/app/games/PicFix/index.html');
    expect(gameAddresses('https://games.example/', 'PicFix').logo).toBe('https://games.example/games/PicFix/logo.png');
  });
});
