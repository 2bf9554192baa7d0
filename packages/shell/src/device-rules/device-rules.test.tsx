import { useState } from 'react';
import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeviceConfig } from '@companion/hub-client';
import { areaState, connectDemoDevice, deviceArea, triggerRemoteReload, type DemoDeviceSession } from '@companion/hub-sim';
import { languageStore } from '../i18n/language-store';
import { pickStartupLanguage } from '../i18n/pick-language';
import { createStatePersistence, PERSISTENCE_KEY } from '../persistence/state-persistence';
import { ShellProvider } from '../shell-context';
import { resetKioskChoices } from '../stores/device-stores';
import { disabilityStore } from '../stores/disability-store';
import { kioskCountdownStore } from '../stores/kiosk-countdown-store';
import { persistShellSlices } from '../stores/persist-shell-slices';
import { videoLanguageStore } from '../stores/video-language-store';
import { deviceFlags } from './device-flags';
import { signageAddressOf, useIdleRedirect } from './use-idle-redirect';
import { useKioskIdleLogout } from './use-kiosk-idle-logout';
import { useRemoteReload } from './use-remote-reload';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  kioskCountdownStore.setState({ secondsLeft: undefined });
});

/** The kiosk's idle rule on the demo kiosk (its profile offers English and German). */
const renderKioskIdle = (onIdle: () => void, patch?: (config: DeviceConfig) => DeviceConfig) =>
  renderWithDevice(
    'Kiosk',
    () => {
      useKioskIdleLogout({ onIdle, showCountdown: true });
      return null;
    },
    patch,
  );

describe('kiosk idle logout', () => {
  it('logs out after 60 seconds without activity', async () => {
    const onIdle = vi.fn();
    await renderKioskIdle(onIdle);
    act(() => vi.advanceTimersByTime(59_500));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('starts the minute again on any click or touch', async () => {
    const onIdle = vi.fn();
    await renderKioskIdle(onIdle);
    act(() => vi.advanceTimersByTime(50_000));
    fireEvent.click(document.body);
    act(() => vi.advanceTimersByTime(50_000));
    fireEvent.touchStart(document.body);
    act(() => vi.advanceTimersByTime(50_000));
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('counts down the seconds for the sub-header', async () => {
    await renderKioskIdle(vi.fn());
    act(() => vi.advanceTimersByTime(15_000));
    expect(kioskCountdownStore.getState().secondsLeft).toBe(45);
  });
});

/**
 * Start-up as boot does it: the language a first visitor gets (`pickStartupLanguage`), then the
 * shell's slices restore what was saved over it (here: what an earlier guest chose).
 */
function bootWith(startLanguage: string, savedLanguage?: string) {
  languageStore.getState().setLanguage(startLanguage);
  const saved = savedLanguage ? JSON.stringify({ version: 1, slices: { i18nState: { lang: savedLanguage } } }) : null;
  const storage = { getItem: (key: string) => (key === PERSISTENCE_KEY ? saved : null), setItem: () => {}, removeItem: () => {} };
  persistShellSlices(createStatePersistence({ storage }));
}

/** What one guest leaves on the kiosk's screen: German, accessibility mode with the content moved down 200 px, a video language. */
function guestChoices() {
  languageStore.getState().setLanguage('de');
  disabilityStore.setState({ active: true, offset: 200 });
  videoLanguageStore.setState({ videoLanguage: 'de', deviceUuid: 'kiosk-0001-device' });
}

describe('the kiosk idle logout and the screen’s personal choices', () => {
  afterEach(() => {
    languageStore.setState({ language: 'en', startLanguage: 'en' });
    disabilityStore.setState({ active: false, offset: 0 });
    videoLanguageStore.setState({ videoLanguage: undefined, deviceUuid: undefined });
  });

  it('puts the language, accessibility mode and video language back to the device’s own after 60 s', async () => {
    bootWith('en');
    await renderKioskIdle(vi.fn());
    guestChoices();
    act(() => vi.advanceTimersByTime(59_500));
    expect(languageStore.getState().language).toBe('de');
    expect(disabilityStore.getState()).toMatchObject({ active: true, offset: 200 });
    act(() => vi.advanceTimersByTime(500));
    expect(languageStore.getState().language).toBe('en');
    expect(disabilityStore.getState()).toMatchObject({ active: false, offset: 0 });
    // The video language follows the interface language again; the device's id is the device's.
    expect(videoLanguageStore.getState()).toMatchObject({ videoLanguage: undefined, deviceUuid: 'kiosk-0001-device' });
  });

  it('goes back to the start language config.json gives, not to English, nor to a language saved before a reload', async () => {
    bootWith(pickStartupLanguage(['en-GB'], 'kiosk.aurora.example', { defaultLanguage: 'de' }), 'en');
    expect(languageStore.getState().language).toBe('en');
    await renderKioskIdle(vi.fn());
    act(() => vi.advanceTimersByTime(60_000));
    expect(languageStore.getState().language).toBe('de');
  });

  it('takes the first language the device profile offers when it does not offer the start language', async () => {
    bootWith('de');
    await renderKioskIdle(vi.fn(), (config) => ({
      ...config,
      deviceGroup: {
        ...config.deviceGroup,
        deviceProfile: { ...config.deviceGroup.deviceProfile, languages: [{ code: 'en', name: 'English' }] },
      },
    }));
    guestChoices();
    act(() => vi.advanceTimersByTime(60_000));
    expect(languageStore.getState().language).toBe('en');
  });

  it('changes nothing on a screen left as the device has it, so an idle kiosk writes nothing to storage', () => {
    bootWith('en');
    const changed = vi.fn();
    const unsubscribe = [languageStore, disabilityStore, videoLanguageStore].map((store) => store.subscribe(changed));
    resetKioskChoices([{ code: 'en', name: 'English' }]);
    unsubscribe.forEach((stop) => stop());
    expect(changed).not.toHaveBeenCalled();
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

  it('defaults to 600 seconds on signage when the device sets no maxIdleTime', async () => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice('DigitalSignage', Probe, (config) => ({
      ...config,
      deviceGroup: { ...config.deviceGroup, settings: { maxIdleTime: null } },
    }));
    act(() => vi.advanceTimersByTime(599_500));
    expect(goTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(goTo).toHaveBeenCalledOnce();
  });

  // The demo kiosk sets none: the signage loop is the wall screens' app and never leads back.
  it.each([undefined, null, 0])('never redirects a kiosk whose maxIdleTime is %s', async (maxIdleTime) => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice('Kiosk', Probe, (config) => ({
      ...config,
      hub: { ...config.hub, signageHostname: 'https://signage.ship.example/' },
      deviceGroup: { ...config.deviceGroup, settings: maxIdleTime === undefined ? undefined : { maxIdleTime } },
    }));
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(goTo).not.toHaveBeenCalled();
  });

  it('sends a kiosk to the signage address after the maxIdleTime its device group sets', async () => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice('Kiosk', Probe, (config) => ({
      ...config,
      hub: { ...config.hub, signageHostname: 'https://signage.ship.example/' },
      deviceGroup: { ...config.deviceGroup, settings: { maxIdleTime: 120 } },
    }));
    act(() => vi.advanceTimersByTime(119_500));
    expect(goTo).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(500));
    expect(goTo).toHaveBeenCalledExactlyOnceWith('https://signage.ship.example/');
  });

  // The field's name says host name; a hub that sends one must not send the screen to the 404 page.
  it.each([
    ['DigitalSignage', 'signage.ship.example', `${window.location.protocol}//signage.ship.example`],
    ['Kiosk', 'https://signage.ship.example/loop', 'https://signage.ship.example/loop'],
  ] as const)('on %s goes to the signage address %s as %s', async (device, signageHostname, address) => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice(device, Probe, (config) => ({
      ...config,
      hub: { ...config.hub, signageHostname },
      deviceGroup: { ...config.deviceGroup, settings: { maxIdleTime: 600 } },
    }));
    act(() => vi.advanceTimersByTime(600_000));
    expect(goTo).toHaveBeenCalledWith(address);
  });

  it('never redirects a guest device, even one whose device group sets a maxIdleTime', async () => {
    const goTo = vi.fn();
    const Probe = () => (useIdleRedirect(goTo), null);
    await renderWithDevice('App', Probe, (config) => ({
      ...config,
      hub: { ...config.hub, signageHostname: 'https://signage.ship.example/' },
      deviceGroup: { ...config.deviceGroup, settings: { maxIdleTime: 60 } },
    }));
    act(() => vi.advanceTimersByTime(3_600_000));
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('signageAddressOf', () => {
  it.each([
    ['signage.ship.example', 'https:', 'https://signage.ship.example'],
    ['signage.ship.example/loop', 'http:', 'http://signage.ship.example/loop'],
    ['signage.localhost:5175', 'http:', 'http://signage.localhost:5175'],
    ['https://signage.ship.example/', 'http:', 'https://signage.ship.example/'],
    ['http://signage.localhost:5175/', 'https:', 'http://signage.localhost:5175/'],
    ['//signage.ship.example', 'https:', '//signage.ship.example'],
  ])('reads %s on an %s page as %s', (value, scheme, address) => {
    expect(signageAddressOf(value, scheme)).toBe(address);
  });
});

/** The demo hub's remote-reload streams: how many screens listen now, and how many ever connected. */
const reloadStreams = (session: DemoDeviceSession) => areaState(session.demo.state, deviceArea).remoteReload;

describe('remote reload', () => {
  // The stream is read through the hub client's fetch from the in-process demo hub, as in the browser.
  beforeEach(() => vi.useRealTimers());

  it('reloads when the stream names this device type in upper case, and only then', async () => {
    const reload = vi.fn();
    const Probe = () => (useRemoteReload(reload), null);
    const session = await renderWithDevice('DigitalSignage', Probe);
    vi.useRealTimers();
    await vi.waitFor(() => expect(reloadStreams(session).size).toBe(1));
    expect(triggerRemoteReload(session.demo.state, 'Kiosk')).toBe(1);
    expect(triggerRemoteReload(session.demo.state, 'DigitalSignage')).toBe(1);
    await vi.waitFor(() => expect(reload).toHaveBeenCalled());
    // Events arrive in order: had KIOSK reloaded, there would be two calls by now.
    expect(reload).toHaveBeenCalledOnce();
  });

  it('closes the stream and opens a new one when the session changes (login, logout)', async () => {
    const reload = vi.fn();
    let setKey: (key: string | undefined) => void = () => {};
    const Probe = () => {
      const [key, set] = useState<string | undefined>(undefined);
      setKey = set;
      useRemoteReload(reload, key);
      return null;
    };
    const session = await renderWithDevice('DigitalSignage', Probe);
    vi.useRealTimers();
    const streams = reloadStreams(session);
    await vi.waitFor(() => expect(streams.opened).toBe(1));
    act(() => setKey('guest-session'));
    await vi.waitFor(() => expect({ opened: streams.opened, open: streams.size }).toEqual({ opened: 2, open: 1 }));
    act(() => setKey(undefined));
    await vi.waitFor(() => expect({ opened: streams.opened, open: streams.size }).toEqual({ opened: 3, open: 1 }));
  });

  it('does not listen when the hub has not enabled remote reload', async () => {
    const Probe = () => (useRemoteReload(vi.fn()), null);
    const session = await renderWithDevice('App', Probe);
    vi.useRealTimers();
    // The config is fetched already; a stream would be asked for in the effect, before this answers.
    await session.demo.fetch('http://app.localhost:8080/api/devices/config');
    expect(reloadStreams(session).opened).toBe(0);
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
