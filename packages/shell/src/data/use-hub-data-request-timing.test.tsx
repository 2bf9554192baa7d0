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
