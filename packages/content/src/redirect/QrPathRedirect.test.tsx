import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentRoutes } from '../content-routes';
import { renderScreen } from '../test/render-screen';
import { qrPathTarget } from './qr-path';
import { QrPathRedirect } from './QrPathRedirect';

const routeFor = (address: string) =>
  matchRoutes(
    contentRoutes.map(({ path }) => ({ path })),
    address,
  )?.at(-1)?.route.path;

describe('old printed QR addresses with a path', () => {
  it.each([
    ['content/detail/1001', '/content/detail/1001'],
    ['content/overview', '/content/overview'],
    ['content/overview/210', '/content/overview/210'],
    ['hashtag/welcome', '/hashtag/welcome'],
    ['vod/movie/12', '/vod/movie/12'],
    ['seanetvod', '/seanetvod'],
    ['channels', '/channels'],
    ['tvguide', '/tvguide'],
    ['shoreexcursion/301', '/shoreexcursion/301'],
    ['musement/activity/abc', '/musement/activity/abc'],
  ])('resolve /QR/%s to %s', (path, page) => {
    expect(qrPathTarget(path)).toBe(page);
  });

  it.each(['no/such/page', 'content/detail', 'content/../admin', 'content/detail/1001/extra', 'vod', 'welcome'])(
    'leave /QR/%s unresolved',
    (path) => {
      expect(qrPathTarget(path)).toBeUndefined();
    },
  );

  it('keeps the query of the printed address', () => {
    expect(qrPathTarget('content/detail/1001', '?previewMode=true')).toBe('/content/detail/1001?previewMode=true');
  });

  it('are claimed by the QR path route, not the 404 fallback; one segment goes to the one-segment QR route', () => {
    expect(routeFor('/QR/content/detail/1001')).toBe('/QR/*');
    expect(routeFor('/QR/welcome')).toBe('/QR/:hash');
    expect(routeFor('/no/such/page')).toBe('*');
  });

  it('opens the article of /QR/content/detail/{id}', async () => {
    await renderScreen(<QrPathRedirect />, { route: '/QR/content/detail/1001', path: '/QR/*' });
    expect(await screen.findByRole('status', { name: 'elsewhere' })).toHaveTextContent('/content/detail/1001');
  });

  it('shows the 404 page for an unknown path, as before', async () => {
    await renderScreen(<QrPathRedirect />, { route: '/QR/no/such/page', path: '/QR/*' });
    expect(screen.getByRole('heading', { name: '404 - content not found.' })).toBeInTheDocument();
  });
});

/**
 * Where an address ends when the content route table answers it: the winning route's own screen,
 * rendered at that address, with every other address shown as where it led.
 */
async function landingOf(address: string): Promise<string | null> {
  const path = routeFor(address);
  const route = contentRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`no content route answers ${address}`);
  const { Component } = await route.load();
  await renderScreen(<Component />, { route: address, path: route.path });
  return (await screen.findByRole('status', { name: 'elsewhere' })).textContent;
}

// The audit found every one of these printed codes on the start page: /QR/:hash looked each up as a hashtag.
describe('old printed QR codes of one segment, through the route table', () => {
  // The frame turns `#/channels` into /QR/channels (platform.md §2.2), so each row is a `#/…` code too.
  it.each([
    ['/QR/channels', '/channels'],
    ['/QR/tvguide', '/tvguide'],
    ['/QR/seanetvod', '/seanetvod'],
    ['/QR/dailyprogram', '/dailyprogram'],
    ['/QR/shoreexcursions', '/shoreexcursions'],
    ['/QR/musement', '/musement'],
  ])('open %s at %s, not at the start page', async (address, page) => {
    expect(await landingOf(address)).toBe(page);
  });

  it('keep the query of the printed address', async () => {
    expect(await landingOf('/QR/dailyprogram?date=30-11-2026')).toBe('/dailyprogram?date=30-11-2026');
  });

  it('leave any other one-segment code a hashtag: its first article', async () => {
    expect(await landingOf('/QR/welcome')).toBe('/content/detail/1001');
  });

  it.each([
    ['/QR/seanetvod/movie/12', '/seanetvod/movie/12'],
    ['/QR/channel/1', '/channel/1'],
  ])('still send %s, of several segments, to %s', async (address, page) => {
    expect(await landingOf(address)).toBe(page);
  });
});
