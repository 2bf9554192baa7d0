import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getDeviceConfigForFirstPage, type DeviceConfig, type FirstPageDeviceConfig } from '@companion/hub-client';
import { languageStore } from '../i18n/language-store';
import { StartUp } from '../startup/StartUp';
import { deviceConfigFixture, hubAnswering } from '../test/hub-answering';
import { createDeviceConfigCache } from './device-config-cache';

/** A Storage good enough for the cache: what jsdom's localStorage does, but one per test. */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

function withModules(config: DeviceConfig, labels: string[]): DeviceConfig {
  const modules = labels.map((label, index) => ({ id: index + 1, label }));
  return { ...config, deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, modules } } };
}

let mounts = 0;
function App({ config, theme }: { config: DeviceConfig; theme: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  const modules = config.deviceGroup.deviceProfile.modules.map((module) => module.label).join(', ');
  return <p>{`${theme}: ${modules}`}</p>;
}

/** The hub answers when the test says so, as boot's early request does (ky calls fetch a tick later). */
function deferredAnswer() {
  type Answer = DeviceConfig | 'unreachable' | Record<string, unknown>;
  let called: (answer: (config: Answer) => void) => void = () => {};
  const fetchCalled = new Promise<(config: Answer) => void>((resolve) => (called = resolve));
  const fetchImpl: typeof fetch = () =>
    new Promise<Response>((resolve, reject) => {
      called((config) => (config === 'unreachable' ? reject(new TypeError('Failed to fetch')) : resolve(Response.json(config))));
    });
  return { fetchImpl, answer: (config: Answer) => act(async () => (await fetchCalled)(config)) };
}

function startWith(kept: DeviceConfig | undefined, fetchImpl: typeof fetch) {
  const storage = memoryStorage();
  const hub = hubAnswering(fetchImpl);
  const cache = createDeviceConfigCache(storage);
  if (kept) cache.write(hub.hubApiUrl, kept);
  const answer: Promise<FirstPageDeviceConfig> = getDeviceConfigForFirstPage(hub);
  const view = render(
    <StartUp hub={hub} early={{ cache, firstAnswer: { hub, answer } }}>
      {(config, theme) => <App config={config} theme={theme} />}
    </StartUp>,
  );
  return { ...view, cache, hub };
}

afterEach(() => {
  vi.unstubAllGlobals();
  mounts = 0;
  languageStore.setState({ language: 'en' });
  vi.restoreAllMocks();
});

describe('start-up from the last good device configuration', () => {
  const kept = withModules(deviceConfigFixture({ layoutTheme: 'ocean' }), ['Daily programme']);

  it('shows the app at once from the kept configuration, before the hub answers', () => {
    const hub = deferredAnswer();
    startWith(kept, hub.fetchImpl);
    // Synchronously on the first render: no empty screen while devices/config is under way.
    expect(screen.getByText('ocean: Daily programme')).toBeInTheDocument();
  });

  it('applies a changed theme and module list from the hub without reloading or remounting, and keeps it', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    const hub = deferredAnswer();
    const { cache, hub: client } = startWith(kept, hub.fetchImpl);
    const changed = withModules(deviceConfigFixture({ layoutTheme: 'midnight' }), ['Daily programme', 'Excursions']);
    await hub.answer(changed);
    expect(await screen.findByText('midnight: Daily programme, Excursions')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    expect(mounts).toBe(1);
    // Kept once the schema has checked it all, after the first screen.
    await waitFor(() => expect(cache.read(client.hubApiUrl)).toEqual(changed));
  });

  /** Starts from `kept` and counts the app's renders from then on. */
  function startCountingRenders() {
    const hub = deferredAnswer();
    const renders = vi.fn();
    const client = hubAnswering(hub.fetchImpl);
    const cache = createDeviceConfigCache(memoryStorage());
    cache.write(client.hubApiUrl, kept);
    render(
      <StartUp hub={client} early={{ cache, firstAnswer: { hub: client, answer: getDeviceConfigForFirstPage(client) } }}>
        {(config) => {
          renders(config);
          return <p>{config.hub.appTitle}</p>;
        }}
      </StartUp>,
    );
    const before = renders.mock.calls.length;
    return { hub, cache, client, rendersSinceStart: () => renders.mock.calls.length - before };
  }

  it('changes nothing when the hub answers with the configuration already shown', async () => {
    const { hub, rendersSinceStart } = startCountingRenders();
    await hub.answer(structuredClone(kept));
    expect(screen.getByText('Aurora Star')).toBeInTheDocument();
    expect(rendersSinceStart()).toBe(0);
  });

  it('changes nothing when the hub sends the configuration shown with fields the schema does not know', async () => {
    const { hub, cache, client, rendersSinceStart } = startCountingRenders();
    vi.spyOn(cache, 'write');
    await hub.answer({ ...kept, hub: { ...kept.hub, newHubSetting: 'on' }, somethingElse: 1 });
    // Compared once the schema has checked it (after the first screen), without the unknown fields.
    await waitFor(() => expect(cache.write).toHaveBeenCalledWith(client.hubApiUrl, kept));
    expect(rendersSinceStart()).toBe(0);
  });

  it('keeps showing the kept configuration when the hub cannot be reached, instead of the error page', async () => {
    const hub = deferredAnswer();
    startWith(kept, hub.fetchImpl);
    await hub.answer('unreachable');
    expect(screen.getByText('ocean: Daily programme')).toBeInTheDocument();
    expect(screen.queryByText('Server Connection Error')).not.toBeInTheDocument();
  });

  it('starts as before (nothing, then the app) when no configuration was kept, and keeps the answer', async () => {
    const hub = deferredAnswer();
    const { container, cache, hub: client } = startWith(undefined, hub.fetchImpl);
    expect(container).toBeEmptyDOMElement();
    await hub.answer(kept);
    expect(await screen.findByText('ocean: Daily programme')).toBeInTheDocument();
    await waitFor(() => expect(cache.read(client.hubApiUrl)).toEqual(kept));
  });

  it('shows a first answer with the shape pages read at once, and ends the start when the full check then fails', async () => {
    const hub = deferredAnswer();
    const { cache, hub: client } = startWith(undefined, hub.fetchImpl);
    const fixture = withModules(deviceConfigFixture({ layoutTheme: 'ocean' }), ['Daily programme']);
    // Only a setting no first page reads is wrong: the quick look passes it, the schema does not.
    const malformed = { ...fixture, hub: { ...fixture.hub, currency: 42 } };
    // The full check waits for the main thread to be idle after the first screen: held here.
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    await hub.answer(malformed);
    expect(screen.getByText('ocean: Daily programme')).toBeInTheDocument();
    // Work an earlier test left waits for idle too: each turn runs all that waits.
    const runIdle = () =>
      act(() => {
        for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      });
    await waitFor(() => expect(idle.length).toBeGreaterThan(0));
    expect(screen.queryByText('Server Connection Error')).not.toBeInTheDocument();
    await waitFor(() => {
      runIdle();
      expect(screen.getByText('Server Connection Error')).toBeInTheDocument();
    });
    expect(cache.read(client.hubApiUrl)).toBeUndefined();
  });
});

describe('createDeviceConfigCache', () => {
  it('keeps one configuration per hub: another hub starts without it', () => {
    const cache = createDeviceConfigCache(memoryStorage());
    cache.write('http://hub-a/api/', deviceConfigFixture());
    expect(cache.read('http://hub-a/api/')).toEqual(deviceConfigFixture());
    expect(cache.read('http://hub-b/api/')).toBeUndefined();
  });

  it('ignores a kept value that no longer parses', () => {
    const storage = memoryStorage();
    storage.setItem('companion.startup.deviceConfig', JSON.stringify({ hubApiUrl: 'http://hub-a/api/', config: { hub: 'nope' } }));
    expect(createDeviceConfigCache(storage).read('http://hub-a/api/')).toBeUndefined();
    storage.setItem('companion.startup.deviceConfig', '{not json');
    expect(createDeviceConfigCache(storage).read('http://hub-a/api/')).toBeUndefined();
  });
});
