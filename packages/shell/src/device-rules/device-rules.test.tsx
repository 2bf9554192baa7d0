import { useState } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { connectDemoDevice } from '@companion/hub-sim';
import { ShellProvider } from '../shell-context';
import { kioskCountdownStore } from '../stores/kiosk-countdown-store';
import { deviceFlags } from './device-flags';
import { useIdleRedirect } from './use-idle-redirect';
import { useKioskIdleLogout } from './use-kiosk-idle-logout';
import { useRemoteReload } from './use-remote-reload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  kioskCountdownStore.setState({ secondsLeft: undefined });
});

function KioskIdle({ onIdle }: { onIdle: () => void }) {
  useKioskIdleLogout({ onIdle, showCountdown: true });
  return null;
}

describe('kiosk idle logout', () => {
  it('logs out after 60 seconds without activity', () => {
    const onIdle = vi.fn();
    render(<KioskIdle onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(59_500));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts the minute again on any click or touch', () => {
    const onIdle = vi.fn();
    render(<KioskIdle onIdle={onIdle} />);
    act(() => vi.advanceTimersByTime(50_000));
    fireEvent.click(document.body);
    act(() => vi.advanceTimersByTime(50_000));
    fireEvent.touchStart(document.body);
    act(() => vi.advanceTimersByTime(50_000));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('counts down the seconds for the sub-header', () => {
    render(<KioskIdle onIdle={vi.fn()} />);
    act(() => vi.advanceTimersByTime(15_000));
    expect(kioskCountdownStore.getState().secondsLeft).toBe(45);
  });
});

async function renderWithDevice(
  device: 'App' | 'Kiosk' | 'DigitalSignage',
  Probe: () => null,
  patch?: (config: DeviceConfig) => DeviceConfig,
) {
  vi.useRealTimers();
  const session = await connectDemoDevice(device, patch ? { patchConfig: patch } : {});
  vi.useFakeTimers();
  render(
    <ShellProvider
      services={{
        appKind: 'kiosk',
        hub: session.hub,
        hubAddress: session.hubAddress,
        deviceConfig: session.deviceConfig,
        themeName: 'classic',
      }}
    >
      <Probe />
    </ShellProvider>,
  );
  return session;
}

describe('idle redirect', () => {
  it('sends an idle signage screen to the signage address after maxIdleTime', async () => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    const session = await renderWithDevice('DigitalSignage', Probe);
    act(() => vi.advanceTimersByTime(599_500));
    expect(goTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(goTo).toHaveBeenCalledWith(session.deviceConfig.hub.signageHostname);
  });

  it('defaults to 600 seconds when the device sets no maxIdleTime', async () => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice('Kiosk', Probe, (config) => ({
      ...config,
      deviceGroup: { ...config.deviceGroup, settings: { maxIdleTime: null } },
    }));
    act(() => vi.advanceTimersByTime(600_000));
    expect(goTo).toHaveBeenCalledOnce();
  });

  it('never redirects a guest device', async () => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice('App', Probe);
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(goTo).not.toHaveBeenCalled();
  });
});

class FakeEventSource {
  static last: FakeEventSource | undefined;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  close = vi.fn();
  constructor(public url: string) {
    FakeEventSource.last = this;
  }
}

describe('remote reload', () => {
  it('reloads when the stream names this device type in upper case, and only then', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const reload = vi.fn();
    const Probe = () => (useRemoteReload(reload), null);
    await renderWithDevice('DigitalSignage', Probe);
    expect(FakeEventSource.last?.url).toContain('digitalsignage/events/register');
    act(() => FakeEventSource.last?.onmessage?.(new MessageEvent('message', { data: 'KIOSK' })));
    expect(reload).not.toHaveBeenCalled();
    act(() => FakeEventSource.last?.onmessage?.(new MessageEvent('message', { data: 'DIGITALSIGNAGE' })));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('closes the stream and opens a new one when the session changes (login, logout)', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    const reload = vi.fn();
    let setKey: (key: string | undefined) => void = () => {};
    const Probe = () => {
      const [key, set] = useState<string | undefined>(undefined);
      setKey = set;
      useRemoteReload(reload, key);
      return null;
    };
    await renderWithDevice('DigitalSignage', Probe);
    const beforeLogin = FakeEventSource.last!;
    act(() => setKey('guest-session'));
    const duringSession = FakeEventSource.last!;
    expect(beforeLogin.close).toHaveBeenCalled();
    expect(duringSession).not.toBe(beforeLogin);
    act(() => setKey(undefined));
    expect(duringSession.close).toHaveBeenCalled();
    expect(FakeEventSource.last).not.toBe(duringSession);
  });

  it('does not listen when the hub has not enabled remote reload', async () => {
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.last = undefined;
    const Probe = () => (useRemoteReload(vi.fn()), null);
    await renderWithDevice('App', Probe);
    expect(FakeEventSource.last).toBeUndefined();
  });
});

describe('device flags', () => {
  const config = (deviceType: DeviceConfig['deviceGroup']['deviceType'], showPdfsOnKiosk = false) =>
    ({
      hub: { uiSettings: { showPdfsOnKiosk } },
      deviceGroup: { deviceType, deviceProfile: { id: 1, label: '', languages: [], modules: [] } },
      authentication: { type: 'Passenger' },
    }) as DeviceConfig;

  it('hides video, book-now tags and the filter toggle on kiosk and signage, with bold text', () => {
    for (const deviceType of ['Kiosk', 'DigitalSignage'] as const) {
      expect(deviceFlags(config(deviceType))).toMatchObject({
        showVideo: false,
        showBookNowTags: false,
        showFilterToggle: false,
        boldText: true,
      });
    }
    expect(deviceFlags(config('App'))).toMatchObject({ showVideo: true, showBookNowTags: true, showFilterToggle: true, boldText: false });
  });

  it('hides PDFs on a kiosk unless showPdfsOnKiosk', () => {
    expect(deviceFlags(config('Kiosk')).showPdfs).toBe(false);
    expect(deviceFlags(config('Kiosk', true)).showPdfs).toBe(true);
    expect(deviceFlags(config('DigitalSignage')).showPdfs).toBe(true);
  });

  it('uses three tile columns on signage', () => {
    expect(deviceFlags(config('DigitalSignage')).tileColumnsLarge).toBe(3);
    expect(deviceFlags(config('App')).tileColumnsLarge).toBe(4);
  });
});
