// @vitest-environment node
// The start script of issue 20 (tooling/vite-app-config/start-preload.mjs): the route map read
// from the build, the script's choice of what to preload for an address, and its CSP hash. It
// lives with the bench's tests because vitest runs tooling/bench's *.test.mjs.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import {
  entryImports,
  inlineScriptHashes,
  isCheckModule,
  readRouteTable,
  routePreloadMap,
  startPreloadPlugin,
  startScript,
} from '@companion/vite-app-config';

const table = `
const daily = () => import('./programme/DailyProgrammeScreen').then((m) => ({ Component: m.DailyProgrammeScreen }));
const lists = () => import('./list/VodListScreen');
const todays = ['itinerary/schedules', 'programme/lineup?startDate={today:YYYY-MM-DD}&days=1'];
export const routes = [
  { path: '/', load: () => import('./dashboard/DashboardScreen').then((m) => ({ Component: m.DashboardScreen })) },
  { path: '/itinerary/go', load: daily, earlyReads: todays },
  on({ path: '/vod/overview/movies', load: () => lists().then((m) => ({ Component: m.MoviesScreen })) }),
  {
    path: '/itinerary/overview',
    load: () =>
      import('./itinerary/ItineraryOverviewScreen').then((m) => ({ Component: m.ItineraryOverviewScreen })),
  },
  {
    path: '/content/detail/:id',
    load: () => import('./detail/DetailScreen').then((m) => ({ Component: m.DetailScreen })),
    earlyReads: [
      'cms/articles/:id?previewMode=false',
      "blobs/images/:id",
    ],
  },
];`;

describe('readRouteTable', () => {
  it('reads direct imports, named loaders and loaders called in a then chain', () => {
    expect(readRouteTable(table)).toEqual([
      { path: '/', specifier: './dashboard/DashboardScreen' },
      {
        path: '/itinerary/go',
        specifier: './programme/DailyProgrammeScreen',
        earlyReads: ['itinerary/schedules', 'programme/lineup?startDate={today:YYYY-MM-DD}&days=1'],
      },
      { path: '/vod/overview/movies', specifier: './list/VodListScreen' },
      { path: '/itinerary/overview', specifier: './itinerary/ItineraryOverviewScreen' },
      {
        path: '/content/detail/:id',
        specifier: './detail/DetailScreen',
        earlyReads: ['cms/articles/:id?previewMode=false', 'blobs/images/:id'],
      },
    ]);
  });
});

/** A chunk of a Rollup/Rolldown bundle as the route map reads it. */
const chunk = (fileName, extra) => ({
  type: 'chunk',
  fileName,
  imports: [],
  modules: {},
  facadeModuleId: null,
  isEntry: false,
  ...extra,
});

describe("readRouteTable: a route's early picture rule", () => {
  it('reads the rule beside the early reads, and never takes its import for the screen', () => {
    const source = `
const byDate = () => import('./list/ExcursionsByDateScreen').then((m) => ({ Component: m.ExcursionsByDateScreen }));
export const routes = [
  {
    path: '/onboard/excursions',
    load: byDate,
    earlyReads: ['excursions/byDate?dateAsString={today:DD/MM/YYYY}'],
    earlyPicture: () => import('./list/early-picture'),
  },
  { path: '/onboard/excursion/:id', load: byDate, earlyPicture: () => import('./list/early-picture') },
];`;
    expect(readRouteTable(source)).toEqual([
      {
        path: '/onboard/excursions',
        specifier: './list/ExcursionsByDateScreen',
        earlyReads: ['excursions/byDate?dateAsString={today:DD/MM/YYYY}'],
        earlyPicture: './list/early-picture',
      },
      // Without early reads the rule reads devices/config alone (the dashboard's tiles).
      { path: '/onboard/excursion/:id', specifier: './list/ExcursionsByDateScreen', earlyPicture: './list/early-picture' },
    ]);
  });

  it('reads a rule two routes share through a named loader, as it reads `load`', () => {
    const source = `
const daily = () => import('./programme/DailyProgrammeScreen').then((m) => ({ Component: m.DailyProgrammeScreen }));
const todaysFirstPicture = () => import('./programme/early-picture');
export const routes = [
  { path: '/itinerary/go', load: daily, earlyReads: ['itinerary/schedules'], earlyPicture: todaysFirstPicture },
  { path: '/dailyprogram/:date', load: daily },
];`;
    expect(readRouteTable(source)).toEqual([
      {
        path: '/itinerary/go',
        specifier: './programme/DailyProgrammeScreen',
        earlyReads: ['itinerary/schedules'],
        earlyPicture: './programme/early-picture',
      },
      { path: '/dailyprogram/:date', specifier: './programme/DailyProgrammeScreen' },
    ]);
  });

  it("names the rule's chunk after the route's early reads", () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-map-'));
    writeFileSync(
      join(dir, 'content-routes.ts'),
      "export const r = [{ path: '/content/detail/:id', load: () => import('./Detail'), earlyReads: ['blobs/images/:id'], earlyPicture: () => import('./early-picture') }];",
    );
    writeFileSync(join(dir, 'Detail.tsx'), '');
    writeFileSync(join(dir, 'early-picture.ts'), '');
    const bundle = {
      entry: chunk('assets/index.js', { isEntry: true, modules: { [join(dir, 'content-routes.ts')]: {} } }),
      detail: chunk('assets/Detail.js', { facadeModuleId: join(dir, 'Detail.tsx'), imports: ['assets/early-picture.js'] }),
      picture: chunk('assets/early-picture.js', { facadeModuleId: join(dir, 'early-picture.ts') }),
    };
    const map = routePreloadMap(bundle);
    const [path, files, reads, picture] = map.routes[0];
    expect([path, files.map((index) => map.files[index]), reads]).toEqual([
      '/content/detail/:id',
      ['assets/Detail.js', 'assets/early-picture.js'],
      ['blobs/images/:id'],
    ]);
    expect(map.files[picture]).toBe('assets/early-picture.js');
  });
});

describe('routePreloadMap', () => {
  it("names a route's lazy chunk, its static imports and their CSS, not what the entry already loads", () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-map-'));
    mkdirSync(join(dir, 'programme'));
    writeFileSync(
      join(dir, 'programme-routes.ts'),
      "const daily = () => import('./programme/Daily');\nexport const r = [{ path: '/itinerary/go', load: daily }];",
    );
    writeFileSync(join(dir, 'programme', 'Daily.tsx'), '');
    const bundle = {
      entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], modules: { [join(dir, 'programme-routes.ts')]: {} } }),
      react: chunk('assets/react.js'),
      daily: chunk('assets/Daily.js', {
        facadeModuleId: join(dir, 'programme', 'Daily.tsx'),
        imports: ['assets/react.js', 'assets/card.js'],
        viteMetadata: { importedCss: new Set(['assets/Daily.css']) },
      }),
      card: chunk('assets/card.js', { viteMetadata: { importedCss: new Set(['assets/card.css']) } }),
    };
    const map = routePreloadMap(bundle);
    const [path, files] = map.routes[0];
    expect(path).toBe('/itinerary/go');
    expect(files.map((index) => map.files[index])).toEqual(['assets/Daily.js', 'assets/card.js', 'assets/Daily.css', 'assets/card.css']);
  });

  it('names the checks chunk (zod, the device configuration schema, the saved slices) and its imports apart, and in the lists of the routes that import it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-map-'));
    writeFileSync(join(dir, 'basket-routes.ts'), "export const r = [{ path: '/basket', load: () => import('./Basket') }];");
    writeFileSync(join(dir, 'Basket.tsx'), '');
    const bundle = {
      entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/react.js'], modules: { [join(dir, 'basket-routes.ts')]: {} } }),
      react: chunk('assets/react.js', { imports: ['assets/runtime.js'] }),
      runtime: chunk('assets/runtime.js'),
      checks: chunk('assets/checks.js', {
        // One chunk holds several check modules (vite-app-config's `checks` group), no facade.
        modules: {
          '/repo/packages/hub-client/src/schemas/device-config.ts': {},
          '/repo/packages/basket/src/cart/persist-cart.ts': {},
        },
        imports: ['assets/zod.js', 'assets/react.js'],
      }),
      zod: chunk('assets/zod.js'),
      basket: chunk('assets/Basket.js', { facadeModuleId: join(dir, 'Basket.tsx'), imports: ['assets/checks.js', 'assets/zod.js'] }),
    };
    const map = routePreloadMap(bundle);
    expect(map.checks.map((index) => map.files[index])).toEqual(['assets/checks.js', 'assets/zod.js']);
    // Not preloaded at every start: a screen that checks hub answers preloads it with its own chunk.
    expect(map.routes).toEqual([
      ['/basket', ['assets/Basket.js', 'assets/checks.js', 'assets/zod.js'].map((file) => map.files.indexOf(file))],
    ]);
    expect(entryImports(bundle)).toEqual(['assets/react.js', 'assets/runtime.js']);
  });

  it('puts zod, the check schemas and the saved slices in the checks chunk, and neither ky nor anything the entry needs', () => {
    const nm = '/repo/node_modules/.pnpm';
    expect(isCheckModule(`${nm}/zod@4.1.12/node_modules/zod/v4/mini/schemas.js`)).toBe(true);
    expect(isCheckModule('/repo/packages/hub-client/src/schemas/device-config.ts')).toBe(true);
    expect(isCheckModule('/repo/packages/hub-client/src/schemas/basket.ts')).toBe(true);
    expect(isCheckModule('/repo/packages/hub-client/src/calls/basket.ts')).toBe(true);
    // Another screen's schemas load with that screen, not at every start.
    expect(isCheckModule('/repo/packages/hub-client/src/schemas/excursions.ts')).toBe(false);
    expect(isCheckModule('/repo/packages/hub-client/src/schemas/article.ts')).toBe(false);
    expect(isCheckModule('/repo/packages/account/src/holiday/persist-holiday.ts')).toBe(true);
    expect(isCheckModule('/repo/packages/shell/src/persistence/field-codec.ts')).toBe(true);
    // ky is needed before the first paint: it stays with the entry's libraries.
    expect(isCheckModule(`${nm}/ky@1.14.0/node_modules/ky/distribution/core/Ky.js`)).toBe(false);
    expect(isCheckModule('/repo/packages/hub-client/src/hub-client.ts')).toBe(false);
    expect(isCheckModule('/repo/packages/basket/src/cart/cart-state.ts')).toBe(false);
    expect(isCheckModule(`${nm}/react-dom@19.3.1/node_modules/react-dom/client.js`)).toBe(false);
  });

  it("writes the entry's static imports into index.html after the entry script, and not the checks chunk", () => {
    const bundle = {
      entry: chunk('assets/index.js', { isEntry: true, imports: ['assets/libraries.js'] }),
      libraries: chunk('assets/libraries.js'),
      checks: chunk('assets/checks.js', {
        modules: { '/repo/packages/hub-client/src/schemas/device-config.ts': {} },
        imports: ['assets/libraries.js'],
      }),
    };
    const plugin = startPreloadPlugin();
    plugin.configResolved({ base: '/' });
    const html = plugin.transformIndexHtml.handler(
      '<head><title>App</title><script type="module" crossorigin src="/assets/index.js"></script></head>',
      { bundle },
    );
    const after = html.slice(html.indexOf('src="/assets/index.js"'));
    expect(after).toContain('<link rel="modulepreload" crossorigin href="/assets/libraries.js">');
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/checks.js">');
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<title>'));
  });
});

describe('the start script', () => {
  const map = {
    files: ['assets/Dashboard.js', 'assets/Detail.js', 'assets/Detail.css', 'assets/NotFound.js', 'assets/Movies.js'],
    routes: [
      ['/', [0]],
      ['/content/detail/:id', [1, 2], ['cms/articles/:id?previewMode=false', 'blobs/images/:id']],
      ['/vod/:id', [3]],
      ['/vod/overview/movies', [4]],
      ['/itinerary/go', [3], ['programme/lineup?startDate={today:YYYY-MM-DD}&days=1', 'excursions/byDate?dateAsString={today:DD/MM/YYYY}']],
      ['*', [3]],
    ],
  };

  /** A fresh page at `pathname` (a JSDOM of its own: the app config's Vite plugins need Node, not jsdom). */
  function runAt(pathname, kept, savedState) {
    const dom = new JSDOM('<!doctype html><head></head>', { url: `http://localhost:5173${pathname}`, runScripts: 'outside-only' });
    const { window } = dom;
    if (kept) window.localStorage.setItem('companion.startup.deviceConfig', JSON.stringify(kept));
    if (savedState) window.localStorage.setItem('companion:state', JSON.stringify(savedState));
    const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
    window.fetch = fetch;
    // The script is a classic inline script: run it the way the page does, in the global scope.
    window.eval(startScript(map, '/'));
    const links = [...window.document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    return { links, fetch, window };
  }

  it('leaves the shell a way to preload a route pattern when it loads, each file once', () => {
    const { window } = runAt('/');
    window.companionPreloadRoute('/content/detail/:id');
    window.companionPreloadRoute('/content/detail/:id');
    const links = [...window.document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    expect(links.filter((link) => link === 'modulepreload /assets/Detail.js')).toHaveLength(1);
    expect(links).toContain('preload /assets/Detail.css');
  });

  it('preloads the checks chunk (zod, the saved slices) only when a guest session is saved, whose slices start-up restores at once', () => {
    const run = (savedState) => {
      const dom = new JSDOM('<!doctype html><head></head>', { url: 'http://localhost:5173/', runScripts: 'outside-only' });
      if (savedState) dom.window.localStorage.setItem('companion:state', JSON.stringify(savedState));
      dom.window.fetch = vi.fn(() => Promise.resolve(new Response('{}')));
      dom.window.eval(startScript({ ...map, checks: [4] }, '/'));
      return [...dom.window.document.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);
    };
    expect(run()).not.toContain('modulepreload /assets/Movies.js');
    expect(run({ version: 1, slices: { authentication: { sessionId: 'abc', isAuthenticated: true } } })).toContain(
      'modulepreload /assets/Movies.js',
    );
  });

  it('asks for config.json at once and leaves the answer for boot', () => {
    const { fetch, window } = runAt('/');
    expect(fetch).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(window.companionConfigJson).toBeDefined();
  });

  it("preloads the chunks and CSS of the address's screen, the best-matching route winning", () => {
    expect(runAt('/content/detail/1001').links).toEqual(
      expect.arrayContaining(['modulepreload /assets/Detail.js', 'preload /assets/Detail.css']),
    );
    expect(runAt('/vod/overview/movies').links).toContain('modulepreload /assets/Movies.js');
    expect(runAt('/vod/overview/movies').links).not.toContain('modulepreload /assets/NotFound.js');
    expect(runAt('/').links).toContain('modulepreload /assets/Dashboard.js');
    expect(runAt('/no/such/page').links).toContain('modulepreload /assets/NotFound.js');
  });

  it('preconnects to the hub the last start used, else to the one the host-name rule gives, and asks it for devices/config', () => {
    const fresh = runAt('/');
    expect(fresh.links).toContain('preconnect http://localhost:8080');
    expect(fresh.fetch).toHaveBeenCalledWith('http://localhost:8080/api/devices/config');
    expect(fresh.window.companionDeviceConfig.url).toBe('http://localhost:8080/api/devices/config');
    expect(runAt('/', { hubApiUrl: 'https://hub.ship.example/api/' }).links).toContain('preconnect https://hub.ship.example');
  });

  it("sends the address's early reads with its parameters and leaves the answers by address", () => {
    const { fetch, window } = runAt('/content/detail/10%2001');
    const article = 'http://localhost:8080/api/cms/articles/10%2001?previewMode=false';
    expect(fetch).toHaveBeenCalledWith(article);
    expect(fetch).toHaveBeenCalledWith('http://localhost:8080/api/blobs/images/10%2001');
    expect(Object.keys(window.companionEarlyReads)).toEqual([article, 'http://localhost:8080/api/blobs/images/10%2001']);
    // A route without early reads sends none.
    expect(runAt('/vod/overview/movies').window.companionEarlyReads).toBeUndefined();
  });

  it("puts today's local date into an early read in the route's format", () => {
    const pad = (value) => String(value).padStart(2, '0');
    const days = [new Date()];
    const { fetch } = runAt('/itinerary/go');
    days.push(new Date());
    const asked = fetch.mock.calls.map(([url]) => url);
    expect(
      days.some(
        (day) =>
          asked.includes(
            `http://localhost:8080/api/programme/lineup?startDate=${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}&days=1`,
          ) &&
          asked.includes(
            `http://localhost:8080/api/excursions/byDate?dateAsString=${pad(day.getDate())}%2F${pad(day.getMonth() + 1)}%2F${day.getFullYear()}`,
          ),
      ),
    ).toBe(true);
  });

  it('sends no early read while a guest session is saved: the script sends no session, the answer would go unused', () => {
    const loggedIn = runAt('/content/detail/1001', undefined, {
      version: 1,
      slices: { authentication: { sessionId: 'abc', isAuthenticated: true } },
    });
    expect(loggedIn.fetch).not.toHaveBeenCalledWith('http://localhost:8080/api/cms/articles/1001?previewMode=false');
    expect(loggedIn.links).toContain('modulepreload /assets/Detail.js');
    const loggedOut = runAt('/content/detail/1001', undefined, {
      version: 1,
      slices: { authentication: { sessionId: null, isAuthenticated: false } },
    });
    expect(loggedOut.fetch).toHaveBeenCalledWith('http://localhost:8080/api/cms/articles/1001?previewMode=false');
  });

  describe("the first screen's picture (a route's earlyPicture rule)", () => {
    const withPicture = {
      files: ['assets/Detail.js', 'assets/early-picture.js', 'assets/Dashboard.js', 'assets/dashboard-picture.js'],
      routes: [
        ['/', [2], [], 3],
        ['/content/detail/:id', [0], ['cms/articles/:id?previewMode=false', 'blobs/images/:id'], 1],
      ],
    };

    /**
     * The start script at /content/detail/1001 with `rule` as the imported module's earlyPicture.
     * jsdom runs no import(): the script's one dynamic import is pointed at a stand-in.
     */
    async function pictureAt(
      rule,
      { images = '[{"url":"http://localhost:8080/api/blobs/image?reference=captain"}]', search = '', path = '/content/detail/1001' } = {},
    ) {
      const dom = new JSDOM('<!doctype html><head></head>', { url: `http://localhost:5173${path}${search}`, runScripts: 'outside-only' });
      const { window } = dom;
      const imported = [];
      window.importForTest = (address) => {
        imported.push(address);
        return Promise.resolve({ earlyPicture: rule });
      };
      window.fetch = vi.fn((url) => {
        if (url.includes('blobs/images')) return Promise.resolve(new Response(images, { status: images === null ? 500 : 200 }));
        if (url.includes('devices/config')) return Promise.resolve(new Response('{"deviceGroup":{"name":"Deck 5 kiosk"}}'));
        return Promise.resolve(new Response('{"layoutType":"Standard"}'));
      });
      const script = startScript(withPicture, '/');
      expect(script.match(/import\(/g)).toHaveLength(1);
      window.eval(script.replace('import(', 'window.importForTest('));
      await vi.waitFor(() => expect(imported).toHaveLength(1));
      await new Promise((settle) => setTimeout(settle, 20));
      const pictures = [...window.document.head.querySelectorAll('link[rel="preload"][as="image"]')].map((link) => ({
        href: link.getAttribute('href'),
        priority: link.getAttribute('fetchpriority'),
      }));
      return { pictures, imported, window };
    }

    it("imports the route's rule and preloads the picture it names from the early reads, at high priority", async () => {
      const seen = [];
      const { pictures, imported, window } = await pictureAt((answers, address) => {
        seen.push({ answers, address });
        return answers[1][0].url;
      });
      expect(imported).toEqual(['/assets/early-picture.js']);
      expect(seen).toEqual([
        {
          answers: [{ layoutType: 'Standard' }, [{ url: 'http://localhost:8080/api/blobs/image?reference=captain' }]],
          address: { hubApiUrl: 'http://localhost:8080/api/', search: '', deviceConfig: { deviceGroup: { name: 'Deck 5 kiosk' } } },
        },
      ]);
      expect(pictures).toEqual([{ href: 'http://localhost:8080/api/blobs/image?reference=captain', priority: 'high' }]);
      // The hub client still reads the early answers themselves: the rule read copies.
      const early = await window.companionEarlyReads['http://localhost:8080/api/blobs/images/1001'];
      expect(await early.json()).toEqual([{ url: 'http://localhost:8080/api/blobs/image?reference=captain' }]);
    });

    it('gives the rule nothing for a read that failed, and the address it opened with', async () => {
      const seen = [];
      const { pictures } = await pictureAt(
        (answers, address) => {
          seen.push([answers[1], address.search]);
          return undefined;
        },
        { images: null, search: '?type=Culture' },
      );
      expect(seen).toEqual([[undefined, '?type=Culture']]);
      expect(pictures).toEqual([]);
    });

    it('runs a rule on a route without early reads with devices/config alone (the dashboard), and boot still reads the answer', async () => {
      const seen = [];
      const { pictures, imported, window } = await pictureAt(
        (answers, { deviceConfig }) => {
          seen.push([answers, deviceConfig]);
          return 'http://localhost:8080/api/blobs/image?id=module-1&width=400';
        },
        { path: '/' },
      );
      expect(imported).toEqual(['/assets/dashboard-picture.js']);
      expect(seen).toEqual([[[], { deviceGroup: { name: 'Deck 5 kiosk' } }]]);
      expect(pictures.map((picture) => picture.href)).toEqual(['http://localhost:8080/api/blobs/image?id=module-1&width=400']);
      expect(window.companionEarlyReads).toBeUndefined();
      expect(await (await window.companionDeviceConfig.answer).json()).toEqual({ deviceGroup: { name: 'Deck 5 kiosk' } });
    });

    it('asks for no picture while a guest session is saved, as it sends no early read', async () => {
      const dom = new JSDOM('<!doctype html><head></head>', { url: 'http://localhost:5173/', runScripts: 'outside-only' });
      dom.window.localStorage.setItem('companion:state', JSON.stringify({ version: 1, slices: { authentication: { sessionId: 'abc' } } }));
      dom.window.importForTest = vi.fn(() => Promise.resolve({ earlyPicture: () => 'http://localhost:8080/x' }));
      dom.window.fetch = vi.fn(() => Promise.resolve(new Response('{}')));
      dom.window.eval(startScript(withPicture, '/').replace('import(', 'window.importForTest('));
      await new Promise((settle) => setTimeout(settle, 20));
      expect(dom.window.importForTest).not.toHaveBeenCalled();
    });

    it('preloads only web addresses, and a rule that throws leaves the start alone', async () => {
      expect((await pictureAt(() => 'javascript:alert(1)')).pictures).toEqual([]);
      const { pictures, window } = await pictureAt(() => {
        throw new Error('unexpected answer');
      });
      expect(pictures).toEqual([]);
      expect([...window.document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toContain('/assets/Detail.js');
    });
  });

  it('copies no early answer for a route without a picture rule (a long answer is not parsed twice)', async () => {
    const dom = new JSDOM('<!doctype html><head></head>', { url: 'http://localhost:5173/itinerary/go', runScripts: 'outside-only' });
    const clones = [];
    dom.window.fetch = vi.fn(() => {
      const response = new Response('[]');
      const clone = response.clone.bind(response);
      response.clone = () => {
        clones.push(response.url);
        return clone();
      };
      return Promise.resolve(response);
    });
    dom.window.eval(startScript(map, '/'));
    await new Promise((settle) => setTimeout(settle, 20));
    expect(Object.keys(dom.window.companionEarlyReads)).toHaveLength(2);
    expect(clones).toEqual([]);
  });

  it('is allowed by its own hash in the policy, never by unsafe-inline', () => {
    const script = startScript(map, '/');
    const hash = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(inlineScriptHashes(`<head><script>${script}</script><script type="module" src="/x.js"></script></head>`)).toEqual([
      `'sha256-${hash}'`,
    ]);
  });
});
