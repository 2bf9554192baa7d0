import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DetailScreen } from './detail/DetailScreen';
import { OverviewScreen } from './overview/OverviewScreen';
import { DailySchedulePanel } from './schedule/DailySchedulePanel';
import { renderScreen } from './test/render-screen';
import { answeringCall, harmIn, installCanaries, isScriptUrl, poke, scriptRan, XSS_PAYLOADS } from '@companion/hub-sim';

/**
 * Every screen place that shows hub HTML, fed every known XSS payload through the demo hub's
 * answers, as a hostile or careless editor could: nothing may run, submit or leave its place.
 * Each payload sits between two marker paragraphs, so the test can find the place it landed in.
 */
const marked = (index: number, html: string) => `<p>sink-start-${index}</p>${html}<p>sink-end-${index}</p>`;
const payloads = XSS_PAYLOADS.map((payload, index) => ({ ...payload, index, html: marked(index, payload.html) }));

/** The element the sanitised HTML of payload `index` was put into; it must hold all of it. */
async function sinkOf(index: number, root: HTMLElement): Promise<Element> {
  const start = await within(root).findByText(`sink-start-${index}`);
  const host = start.parentElement!;
  expect(host).not.toBe(root);
  expect(root.contains(host)).toBe(true);
  // Some payloads (an unclosed attribute) swallow the end marker; when it survives, it is inside.
  const end = within(root).queryByText(`sink-end-${index}`);
  if (end) expect(host.contains(end)).toBe(true);
  return host;
}

/**
 * Nothing reached the page outside the sinks: no script ran, no form, no script link, no head
 * change but styles and the shell's preload of a screen's first picture (an http(s) address).
 */
function expectPageUnharmed(container: HTMLElement) {
  expect(scriptRan()).toBe(false);
  expect([...document.body.children]).toEqual([container]);
  expect(document.head.querySelector(':not(style):not(link[rel="preload"][as="image"])')).toBeNull();
  const preloads = [...document.head.querySelectorAll('link')].map((link) => new URL(link.getAttribute('href')!, document.baseURI));
  expect(preloads.filter((address) => address.protocol !== 'http:' && address.protocol !== 'https:')).toEqual([]);
  expect(document.querySelector('form, [formaction], [action], iframe, object, embed, base')).toBeNull();
  expect([...document.querySelectorAll('button')].filter((button) => button.type === 'submit')).toEqual([]);
  const links = [...document.querySelectorAll('a[href], area[href]')].map((link) => link.getAttribute('href')!);
  expect(links.filter(isScriptUrl)).toEqual([]);
}

async function expectSinkHarmless(index: number, root: HTMLElement, container: HTMLElement) {
  const host = await sinkOf(index, root);
  poke(host);
  expect(harmIn(host)).toEqual([]);
  expectPageUnharmed(container);
}

const article = (fields: Record<string, unknown>) => ({
  id: 1001,
  title: 'Hostile article',
  layoutType: 'Classic',
  published: true,
  ...fields,
});
const overviewPath = '/content/overview/:id?';
const detailPath = '/content/detail/:id';

beforeEach(installCanaries);

// The harness itself (40+ payloads, canaries that notice script) is tested with ui's sanitiser.
describe.each(payloads)('hub HTML with $kind', ({ index, html }) => {
  it("stays inside the Overview's category description", async () => {
    const category = { id: 100, title: 'Hostile category', description: html, published: true, showTitle: true, parentId: null };
    const { container } = await renderScreen(<OverviewScreen />, {
      path: overviewPath,
      route: '/content/overview/100',
      overrides: [answeringCall('get', '*/cms/categories/findById/:id', category)],
    });
    const page = (await screen.findByRole('heading', { level: 1, name: 'Hostile category' })).closest('section')!;
    await expectSinkHarmless(index, page, container);
  });

  it("stays inside the Detail's description", async () => {
    const { container } = await renderScreen(<DetailScreen />, {
      path: detailPath,
      route: '/content/detail/1001',
      overrides: [answeringCall('get', '*/cms/articles/:id', article({ description: html }))],
    });
    const page = await screen.findByRole('article', { name: 'Hostile article' });
    await expectSinkHarmless(index, page, container);
  });

  it('stays inside the UnfilteredHtml body', async () => {
    const { container } = await renderScreen(<DetailScreen />, {
      path: detailPath,
      route: '/content/detail/1004',
      overrides: [answeringCall('get', '*/cms/articles/:id', article({ id: 1004, layoutType: 'UnfilteredHtml', description: html }))],
    });
    const page = await screen.findByRole('article', { name: 'Hostile article' });
    await expectSinkHarmless(index, page, container);
  });

  it("stays inside the DailySchedulePanel's schedule description", async () => {
    const schedule = { id: 9001, title: 'Day 1', description: html, events: [] };
    const { container } = await renderScreen(<DailySchedulePanel />, {
      route: '/content/detail/1009',
      overrides: [answeringCall('get', '*/cms/dailySchedule', schedule)],
    });
    const panel = screen.getByRole('region', { name: 'Today' });
    await expectSinkHarmless(index, panel, container);
  });
});

describe('hub HTML in lists', () => {
  it("stays inside each ArticleList article's description", async () => {
    const category = { id: 300, title: 'Hostile list', contentType: 'LayoutSingleColumn', published: true, parentId: null };
    const articles = payloads.map(({ index, html }) => article({ id: 7000 + index, title: `Hostile ${index}`, description: html }));
    const { container } = await renderScreen(<OverviewScreen />, {
      path: overviewPath,
      route: '/content/overview/300',
      overrides: [
        answeringCall('get', '*/cms/categories/findById/:id', category),
        answeringCall('get', '*/cms/articles/findByCategoryId/:id', articles),
      ],
    });
    const list = (await screen.findByRole('link', { name: 'Hostile 0' })).closest('ul')!;
    for (const { index } of payloads) {
      const item = screen.getByRole('link', { name: `Hostile ${index}` }).closest('li')!;
      await expectSinkHarmless(index, item, container);
      expect(list.contains(item)).toBe(true);
    }
    expect(within(list).getAllByRole('heading', { level: 2 })).toHaveLength(payloads.length);
  });

  it("stays inside each EventList event's overview", async () => {
    const events = payloads.map(({ index, html }) => ({
      id: 8000 + index,
      title: `Event ${index}`,
      startTime: '10:00',
      eventOverview: html,
    }));
    const { container } = await renderScreen(<DailySchedulePanel />, {
      route: '/content/detail/1009',
      overrides: [answeringCall('get', '*/cms/dailySchedule', { id: 9001, title: 'Day 1', events })],
    });
    const list = await screen.findByRole('list', { name: 'Times' });
    for (const { index } of payloads) {
      const item = within(list).getByText(`Event ${index}`).closest('li')!;
      await expectSinkHarmless(index, item, container);
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(payloads.length);
  });
});
