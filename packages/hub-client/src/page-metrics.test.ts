// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageNameForMetrics, recordExternalLinkClick, recordPageView, shouldRecordPageView } from './page-metrics';
import { requestedPath, stubbedHub } from './test/fetch-stub';

describe('pageNameForMetrics', () => {
  it('names the dashboard home', () => {
    expect(pageNameForMetrics('/')).toBe('home');
  });

  it('names a page by its route without the leading slash', () => {
    expect(pageNameForMetrics('/my_account/pin')).toBe('my_account/pin');
  });
});

describe('shouldRecordPageView', () => {
  it.each(['/content/overview', '/content/detail/1'])('skips the content page %s', (pathname) => {
    expect(shouldRecordPageView(pathname)).toBe(false);
  });

  it.each(['/musement/12/34', '/musement/activity/9', '/musement-river/excursions'])('skips the musement page %s', (pathname) => {
    expect(shouldRecordPageView(pathname)).toBe(false);
  });

  it.each(['/', '/basket', '/vod/overview'])('counts %s', (pathname) => {
    expect(shouldRecordPageView(pathname)).toBe(true);
  });
});

describe('recordPageView', () => {
  it('asks metrics/userhistory/{page}', async () => {
    const { hub, requests } = stubbedHub(() => new Response('OK'));
    await recordPageView(hub, '/onboard/excursions');
    expect(requestedPath(requests[0])).toBe('metrics/userhistory/onboard/excursions');
  });

  it('counts the dashboard as home', async () => {
    const { hub, requests } = stubbedHub(() => new Response('OK'));
    await recordPageView(hub, '/');
    expect(requestedPath(requests[0])).toBe('metrics/userhistory/home');
  });

  it('ignores an answer that is not JSON without logging it', async () => {
    const { hub, logged } = stubbedHub(() => new Response('<html>counted</html>'));
    await recordPageView(hub, '/basket');
    expect(logged).toEqual([]);
  });

  it('never throws when the hub cannot be reached', async () => {
    const { hub } = stubbedHub(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(recordPageView(hub, '/basket')).resolves.toBeUndefined();
  });
});

describe('recordExternalLinkClick', () => {
  it('asks metrics/externallink with the address, and never throws when the hub fails', async () => {
    const { hub, requests } = stubbedHub(() => new Response('OK'));
    await recordExternalLinkClick(hub, 'https://www.example.com/tickets?x=1&y=2');
    expect(requestedPath(requests[0])).toMatch(/^metrics\/externallink\?url=/);
    expect(new URL(requests[0]!.url).searchParams.get('url')).toBe('https://www.example.com/tickets?x=1&y=2');
    const { hub: failing } = stubbedHub(() => new Response('nope', { status: 500 }));
    await expect(recordExternalLinkClick(failing, 'https://www.example.com/')).resolves.toBeUndefined();
  });
});
