import { describe, expect, it } from 'vitest';
import { demoGames } from '../areas/games/handlers';
import { GAME_LOGO_SIZE, gameLogoPixels, gameLogoPng } from './game-logo-png';
import { decodePng, PNG_SIGNATURE } from './png-decode.testing';

const games = Object.entries(demoGames);
const logos = games.map(([gameId, game]) => gameLogoPng(gameId, game.rgb)!);
const pixelAt = (pixels: Uint8Array, x: number, y: number) => [
  ...pixels.subarray((y * GAME_LOGO_SIZE + x) * 4, (y * GAME_LOGO_SIZE + x) * 4 + 4),
];

describe('the game logos', () => {
  it.each(games.map(([gameId], i) => [gameId, logos[i]!] as const))('%s is a valid 192×192 RGBA PNG', (_, bytes) => {
    const png = decodePng(bytes);
    expect(png.signature).toEqual(PNG_SIGNATURE);
    expect(png.chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(png.crcsMatch).toBe(true);
    expect([png.width, png.height, png.colourType]).toEqual([192, 192, 6]);
    expect(png.rowBytes).toBe(192 * (1 + 192 * 4));
    // A rounded square: the corners stay transparent, the middle is opaque.
    expect(pixelAt(png.pixels, 0, 0)[3]).toBe(0);
    expect(pixelAt(png.pixels, 96, 96)[3]).toBe(255);
    // Compressed: the stored form would be 148 kB a logo, and the games screen shows nine.
    expect(bytes.length).toBeLessThan(30_000);
  });

  it('are a picture each, not a near-uniform square', () => {
    for (const [i, [gameId]] of games.entries()) {
      const { pixels } = decodePng(logos[i]!);
      const colours = new Set<number>();
      for (let at = 0; at < pixels.length; at += 4) colours.add((pixels[at]! << 16) | (pixels[at + 1]! << 8) | pixels[at + 2]!);
      expect(colours.size, gameId).toBeGreaterThan(200);
    }
  });

  it('differ from each other, in their bytes and in their motif on the same colour', () => {
    expect(new Set(logos.map((bytes) => Buffer.from(bytes).toString('base64'))).size).toBe(games.length);
    const onGrey = games.map(([gameId]) => gameLogoPixels(gameId, [128, 128, 128])!);
    for (const [i, a] of onGrey.entries()) {
      for (const [j, b] of onGrey.entries()) {
        if (j <= i) continue;
        let differing = 0;
        for (let at = 0; at < a.length; at += 4) {
          if (Math.abs(a[at]! - b[at]!) + Math.abs(a[at + 1]! - b[at + 1]!) + Math.abs(a[at + 2]! - b[at + 2]!) > 30) differing += 1;
        }
        expect(differing / (GAME_LOGO_SIZE * GAME_LOGO_SIZE), `${games[i]![0]} against ${games[j]![0]}`).toBeGreaterThan(0.15);
      }
    }
  });

  it('draws a logo once and has none for a game it does not know', () => {
    expect(gameLogoPng('2048', demoGames['2048']!.rgb)).toBe(gameLogoPng('2048', demoGames['2048']!.rgb));
    expect(gameLogoPng('Pong', [1, 2, 3])).toBeUndefined();
    expect(gameLogoPng('constructor', [1, 2, 3])).toBeUndefined();
  });
});
