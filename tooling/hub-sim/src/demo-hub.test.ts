// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { http, HttpResponse } from 'msw';
import { createDemoHub } from './create-demo-hub';
import { demoCredentials, todayAsDeparture } from './fixtures/guests';
import { demoClient, expectOk } from './test/demo-client';

describe('createDemoHub', () => {
  it('answers requests no handler knows with a 404 JSON error', async () => {
    const response = await createDemoHub().fetch('http://app.localhost:8080/api/no/such/call');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('matches any base address', async () => {
    const { fetch } = createDemoHub();
    for (const base of ['http://localhost:8080/api/', 'https://hub.aurora.example/api/', 'http://kiosk.localhost:8080/'])
      expect((await fetch(`${base}devices/config`)).status).toBe(200);
  });

  it('takes the X-Demo-Profile header over the host', async () => {
    const response = await createDemoHub().fetch('http://localhost:8080/api/devices/config', {
      headers: { 'X-Demo-Profile': 'kiosk-resco' },
    });
    const config = (await response.json()) as { deviceGroup: { deviceType: string }; authentication: { type: string } };
    expect(config.deviceGroup).toMatchObject({ deviceType: 'Kiosk' });
    expect(config.authentication.type).toBe('Resco');
  });

  it('keeps state per instance', async () => {
    const first = demoClient();
    const login = expectOk(
      await hubClient.loginByPms(first.hub, { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin }),
    );
    expect(first.demo.state.sessions.has(login.sessionId)).toBe(true);
    expect(createDemoHub().state.sessions.size).toBe(0);
  });

  it('runs on the clock it is given', async () => {
    const now = new Date(2027, 0, 2, 9, 0);
    const { hub } = demoClient('app.localhost', { now: () => now });
    const { passenger } = demoCredentials;
    const login = (departureDate: string) => hubClient.loginByPassenger(hub, { ...passenger, departureDate });
    expect((await login('02/01/2027')).ok).toBe(true);
    expect((await login(todayAsDeparture(new Date(2027, 0, 3)))).ok).toBe(false);
  });

  it('tries override handlers first', async () => {
    const demo = createDemoHub({ overrides: [http.get('*/cms/dailySchedule', () => HttpResponse.json(null))] });
    const hub = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => undefined,
    });
    expect(expectOk(await hubClient.getDailySchedule(hub, 'today'))).toBeNull();
  });
});

describe('session state', () => {
  it('lets a call that needs a login through with the SessionId of a login, and answers 403 without', async () => {
    const { hub, session } = demoClient();
    expect(await hubClient.resetPin(hub)).toMatchObject({ ok: false, error: { kind: 'forbidden', status: 403 } });
    session.id = 'made-up-session';
    expect(await hubClient.resetPin(hub)).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
    const { passenger } = demoCredentials;
    session.id = expectOk(await hubClient.loginByPassenger(hub, { ...passenger, departureDate: todayAsDeparture() })).sessionId;
    expectOk(await hubClient.resetPin(hub));
  });

  it('hands out a different session id for every login', async () => {
    const { hub } = demoClient();
    const body = { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin };
    const first = expectOk(await hubClient.loginByPms(hub, body)).sessionId;
    const second = expectOk(await hubClient.loginByPms(hub, body)).sessionId;
    expect(first).not.toBe(second);
  });

  it('asks for a new PIN at the next login after a PIN reset', async () => {
    const { hub, session } = demoClient();
    const body = { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin };
    session.id = expectOk(await hubClient.loginByPms(hub, body)).sessionId;
    expectOk(await hubClient.resetPin(hub));
    expect(hubClient.parsePmsInformation(expectOk(await hubClient.loginByPms(hub, body))).isPinChangeRequired).toBe(true);
  });

  it('checks the PIN change: wrong current PIN and a new PIN that is not 4 digits answer 400', async () => {
    const { hub, session } = demoClient();
    const { resco } = demoCredentials;
    session.id = expectOk(await hubClient.loginByPms(hub, { accountNumber: resco.accountNumber, location: resco.cabin })).sessionId;
    expect(await hubClient.changePin(hub, { currentPin: '0000', newPin: '5678' })).toMatchObject({ ok: false, error: { status: 400 } });
    expect(await hubClient.changePin(hub, { currentPin: resco.pin, newPin: '567' })).toMatchObject({ ok: false, error: { status: 400 } });
    expectOk(await hubClient.changePin(hub, { currentPin: resco.pin, newPin: '5678' }));
  });
});

describe('wrong logins', () => {
  const failsWith = (status: number, message: string) => ({ ok: false, error: { kind: 'http', status, message } });

  it('refuses a passenger on another departure date', async () => {
    const { passenger } = demoCredentials;
    const yesterday = todayAsDeparture(new Date(Date.now() - 86_400_000));
    expect(await hubClient.loginByPassenger(demoClient().hub, { ...passenger, departureDate: yesterday })).toMatchObject(
      failsWith(401, 'Login failed, please check your data and try again'),
    );
  });

  it.each([
    ['an unknown Retina token', { token: 'not-a-token' }],
    ['a wrong cabin', { accountNumber: demoCredentials.resco.accountNumber, location: '0000' }],
    ['a wrong date of birth', { firstName: demoCredentials.name.firstName, lastName: demoCredentials.name.lastName, dob: '01/01/2000' }],
  ])('refuses %s', async (_what, body) => {
    expect(await hubClient.loginByPms(demoClient().hub, body)).toMatchObject(
      failsWith(401, 'Login failed, please check the details you have entered'),
    );
  });

  it('refuses an unknown card', async () => {
    expect(await hubClient.loginByAccountId(demoClient().hub, { swipe: ';424242?', accountNumber: '424242' })).toMatchObject(
      failsWith(404, "Login failed: we couldn't find your account number. Please speak to reception."),
    );
  });
});

describe('preview mode', () => {
  it('hides unpublished categories, articles and PDFs unless previewMode=true', async () => {
    const { hub } = demoClient();
    const ids = <T extends { id: unknown }>(items: T[]) => items.map((item) => item.id);

    expect(ids(expectOk(await hubClient.getRootCategories(hub)))).not.toContain(600);
    expect((await hubClient.getCategory(hub, 600)).ok).toBe(false);
    expect(expectOk(await hubClient.getCategory(hub, 600, true)).published).toBe(false);

    expect(ids(expectOk(await hubClient.getSubcategories(hub, 210)))).not.toContain(212);
    expect(ids(expectOk(await hubClient.getSubcategories(hub, 210, true)))).toContain(212);

    const published = expectOk(await hubClient.getArticlesOfCategory(hub, 100, { withWayFinder: false, previewMode: false }));
    const preview = expectOk(await hubClient.getArticlesOfCategory(hub, 100, { withWayFinder: false, previewMode: true }));
    expect(ids(published)).not.toContain(6001);
    expect(ids(preview)).toContain(6001);
    expect((await hubClient.getArticle(hub, 6001)).ok).toBe(false);
    expect(expectOk(await hubClient.getArticle(hub, 6001, true)).published).toBe(false);

    expect(expectOk(await hubClient.getArticlePdfs(hub, 1003))).toHaveLength(2);
    expect(expectOk(await hubClient.getArticlePdfs(hub, 1003, true))).toHaveLength(3);
  });
});

describe('generated media', () => {
  it('draws a picture without text for any image reference at the asked width, a different one per reference', async () => {
    const hub = createDemoHub();
    const picture = async (reference: string) => {
      const response = await hub.fetch(`http://app.localhost:8080/api/blobs/image?reference=${reference}&width=200`);
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      return response.text();
    };
    const captain = await picture('captain');
    expect(captain).toContain('width="200"');
    expect(captain).not.toContain('<text');
    expect(await picture('spa')).not.toBe(captain);
  });

  it('serves PDFs whose xref table points at every object', async () => {
    const response = await createDemoHub().fetch('http://app.localhost:8080/api/blobs/pdf-file/71');
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    const text = new TextDecoder('latin1').decode(await response.arrayBuffer());
    expect(text).toContain('/Count 4');
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const entries = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    entries.forEach((offset, index) => expect(text.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('gives media addresses on the host the request came to', async () => {
    const { hub } = demoClient('kiosk.localhost');
    const [pdf] = expectOk(await hubClient.getArticlePdfs(hub, 1003));
    expect(pdf?.url).toBe('http://kiosk.localhost:8080/api/blobs/pdf-file/71');
  });
});
