import { http, HttpResponse } from 'msw';
import { gameLogoPng } from '../../media/game-logo-png';
import { hubErrorAnswer } from '../../handlers/answers';

/**
 * The demo games host (media-and-guest-services.md §2.6): each game's page at
 * /games/{gameId}/index.html and its logo at /games/{gameId}/logo.png. Without a gamesUrl in
 * config.json the app looks for games on the hub's address, so the demo hub answers them too.
 */
export const demoGames: Readonly<Record<string, { name: string; rgb: [number, number, number] }>> = {
  TeenieMeanies: { name: 'Teenie Meanies', rgb: [122, 40, 140] },
  SolitaireClassic: { name: 'Solitaire Classic', rgb: [20, 110, 60] },
  BirdVsBird: { name: 'Bird vs Bird', rgb: [30, 90, 170] },
  '2048': { name: '2048', rgb: [190, 130, 20] },
  Eye2Eye: { name: 'Eye 2 Eye', rgb: [170, 50, 40] },
  TwoToMatch: { name: 'Two to Match', rgb: [0, 96, 122] },
  HoneyImHome: { name: "Honey I'm Home", rgb: [150, 110, 10] },
  SudokuClassic: { name: 'Sudoku Classic', rgb: [44, 74, 107] },
  PicFix: { name: 'PicFix', rgb: [160, 60, 100] },
};

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function gamePage(name: string): string {
  const title = escapeHtml(name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>A demo game page from the demo hub's games host.</p><img src="logo.png" alt="" width="64" height="64"></main></body></html>`;
}

const unknownGame = () => hubErrorAnswer(404, 'NOT_FOUND', 'Game not found');

// Own keys only: /games/constructor/… must answer 404, not find Object's members.
const gameOf = (gameId: unknown) => (Object.hasOwn(demoGames, String(gameId)) ? demoGames[String(gameId)] : undefined);

export function gamesHandlers() {
  return [
    http.get('*/games/:gameId/logo.png', ({ params }) => {
      const game = gameOf(params.gameId);
      const logo = game && gameLogoPng(String(params.gameId), game.rgb);
      if (!logo) return unknownGame();
      // A copy, so no answer can change the drawn logo that later answers share.
      return new HttpResponse(logo.slice().buffer, {
        headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=3600' },
      });
    }),
    http.get('*/games/:gameId/index.html', ({ params }) => {
      const game = gameOf(params.gameId);
      return game ? HttpResponse.html(gamePage(game.name)) : unknownGame();
    }),
  ];
}
