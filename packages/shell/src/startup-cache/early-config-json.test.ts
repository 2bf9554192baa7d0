import { describe, expect, it, vi } from 'vitest';
import { earlyConfigJsonFetch, earlyDeviceConfigFetch } from './early-config-json';

const url = 'http://localhost:8080/api/devices/config';

describe("boot's use of what the start script already asked for", () => {
  it('answers the first devices/config to the same address from the early request, once', async () => {
    const early = Response.json({ early: true });
    const target = { companionDeviceConfig: { url, answer: Promise.resolve(early) } };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ early: false }));
    const fetchImpl = earlyDeviceConfigFetch(() => undefined, target);
    expect(await fetchImpl(new Request(url))).toBe(early);
    expect(network).not.toHaveBeenCalled();
    await fetchImpl(new Request(url));
    expect(network).toHaveBeenCalledTimes(1);
    expect(target).not.toHaveProperty('companionDeviceConfig');
  });

  it('asks again when a guest is logged in (the script sent no session) or the hub is another one', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    const withSession = earlyDeviceConfigFetch(() => 'session-1', {
      companionDeviceConfig: { url, answer: Promise.resolve(Response.json({})) },
    });
    await withSession(new Request(url));
    const otherHub = earlyDeviceConfigFetch(() => undefined, {
      companionDeviceConfig: { url, answer: Promise.resolve(Response.json({})) },
    });
    await otherHub(new Request('https://hub.ship.example/api/devices/config'));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it('takes the early config.json answer once, then fetches', async () => {
    const early = new Response('{}');
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const fetchImpl = earlyConfigJsonFetch({ companionConfigJson: Promise.resolve(early) });
    expect(await fetchImpl('/config.json')).toBe(early);
    await fetchImpl('/config.json');
    expect(network).toHaveBeenCalledTimes(1);
  });
});
