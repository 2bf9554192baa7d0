// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { earlyAnswersFetch, earlyConfigJsonFetch } from './early-config-json';

const url = 'http://localhost:8080/api/devices/config';

describe("boot's use of what the start script already asked for", () => {
  it('answers the first devices/config to the same address from the early request, once', async () => {
    const early = Response.json({ early: true });
    const target = { companionDeviceConfig: { url, answer: Promise.resolve(early) } };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ early: false }));
    const fetchImpl = earlyAnswersFetch(() => undefined, target);
    expect(await fetchImpl(new Request(url))).toBe(early);
    expect(network).not.toHaveBeenCalled();
    await fetchImpl(new Request(url));
    expect(network).toHaveBeenCalledTimes(1);
    expect(target).not.toHaveProperty('companionDeviceConfig');
  });

  it('asks again when a guest is logged in (the script sent no session) or the hub is another one', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    const withSession = earlyAnswersFetch(() => 'session-1', {
      companionDeviceConfig: { url, answer: Promise.resolve(Response.json({})) },
    });
    await withSession(new Request(url));
    const otherHub = earlyAnswersFetch(() => undefined, {
      companionDeviceConfig: { url, answer: Promise.resolve(Response.json({})) },
    });
    await otherHub(new Request('https://hub.ship.example/api/devices/config'));
    expect(network).toHaveBeenCalledTimes(2);
  });

  it("answers the first screen's early reads by address, once each, in any order", async () => {
    const article = 'http://localhost:8080/api/cms/articles/1001?previewMode=false';
    const pictures = 'http://localhost:8080/api/blobs/images/1001';
    const earlyArticle = Response.json({ id: 1001 });
    const earlyPictures = Response.json([]);
    const target = {
      companionDeviceConfig: { url, answer: Promise.resolve(Response.json({})) },
      companionEarlyReads: { [article]: Promise.resolve(earlyArticle), [pictures]: Promise.resolve(earlyPictures) },
    };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    const fetchImpl = earlyAnswersFetch(() => undefined, target);
    await fetchImpl(new Request(url));
    expect(await fetchImpl(new Request(pictures))).toBe(earlyPictures);
    expect(await fetchImpl(new Request(article))).toBe(earlyArticle);
    expect(network).not.toHaveBeenCalled();
    await fetchImpl(new Request(article));
    expect(network).toHaveBeenCalledTimes(1);
    expect(target).not.toHaveProperty('companionEarlyReads');
  });

  it('sends an early read again for a logged-in guest, and never answers a POST from one', async () => {
    const article = 'http://localhost:8080/api/cms/articles/1001?previewMode=false';
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({}));
    const early = () => ({ companionEarlyReads: { [article]: Promise.resolve(Response.json({ early: true })) } });
    await earlyAnswersFetch(() => 'session-1', early())(new Request(article));
    await earlyAnswersFetch(() => undefined, early())(new Request(article, { method: 'POST', body: '{}' }));
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
