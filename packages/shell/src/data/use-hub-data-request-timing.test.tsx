import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { HubClient, HubResult } from '@companion/hub-client';
import { ShellProvider } from '../shell-context';
import { deviceConfigFixture, hubAnswering } from '../test/hub-answering';
import { useHubData } from './use-hub-data';

const services = {
  appKind: 'guest' as const,
  hub: hubAnswering(() => Promise.reject(new Error('no hub in this test'))),
  hubAddress: { hubUrl: 'http://hub.localhost:8080/', hubApiUrl: 'http://hub.localhost:8080/api/', developmentMode: true },
  deviceConfig: deviceConfigFixture(),
  themeName: 'classic' as const,
};

describe('when a screen asks the hub (issue 20: start-up on a slow phone)', () => {
  it('sends the request while the screen is committed, before the browser paints it', () => {
    const load = vi.fn((_hub: HubClient) => new Promise<HubResult<string>>(() => {}));
    const callsSeenBeforePaint: number[] = [];
    function Screen() {
      useHubData(load);
      return null;
    }
    // Layout effects run in tree order before the paint; passive effects only after it.
    function BeforePaint() {
      useLayoutEffect(() => {
        callsSeenBeforePaint.push(load.mock.calls.length);
      }, []);
      return null;
    }
    render(
      <ShellProvider services={services}>
        <Screen />
        <BeforePaint />
      </ShellProvider>,
    );
    expect(callsSeenBeforePaint).toEqual([1]);
  });
});

describe("a screen's lead picture (issue 20: LCP request discovery)", () => {
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
      href: link.getAttribute('href'),
      priority: link.getAttribute('fetchpriority'),
    }));

  it('is asked for at high priority as soon as the answer is in, before React draws the screen, and once', async () => {
    let answer: (result: HubResult<string>) => void = () => {};
    const load = (_hub: HubClient) => new Promise<HubResult<string>>((resolve) => (answer = resolve));
    const drawn: string[] = [];
    function Screen() {
      const data = useHubData(load, { leadPicture: (name) => `http://hub.localhost:8080/api/blobs/image?id=${name}&width=400` });
      if (data.status === 'ready') drawn.push(`${data.value}, preloads: ${preloads().length}`);
      return null;
    }
    const { rerender } = render(
      <ShellProvider services={services}>
        <Screen />
      </ShellProvider>,
    );
    expect(preloads()).toEqual([]);
    answer({ ok: true, value: 'etna' });
    await vi.waitFor(() => expect(drawn.length).toBeGreaterThan(0));
    // Already under way when the answer's first render happened.
    expect(drawn[0]).toBe('etna, preloads: 1');
    rerender(
      <ShellProvider services={services}>
        <Screen />
      </ShellProvider>,
    );
    expect(preloads()).toEqual([{ href: 'http://hub.localhost:8080/api/blobs/image?id=etna&width=400', priority: 'high' }]);
  });
});
