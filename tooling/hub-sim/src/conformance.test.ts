// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import * as hubClient from '@companion/hub-client';
import { createDemoHub } from './create-demo-hub';
import { demoCredentials, todayAsDeparture } from './fixtures/guests';
import { DEMO_EMPTY_MARKETPLACE_CITY, demoMarketplaceActivity } from './fixtures/marketplace';

/**
 * The demo hub cannot drift from the client's contract: every answer goes through the real
 * hub-client call and its schema, and must come back ok.
 */
function clientFor(host = 'app.localhost', sessionId?: string) {
  const demo = createDemoHub();
  const hub = hubClient.createHubClient({
    hubApiUrl: `http://${host}:8080/api/`,
    fetch: demo.fetch,
    getSessionId: () => sessionId,
    logger: { warn: () => {}, error: () => {} },
  });
  return { demo, hub };
}

const expectOk = <T>(result: hubClient.HubResult<T>): T => {
  if (!result.ok)
    throw new Error(`${result.error.kind}: ${result.error.message} ${'issues' in result.error ? result.error.issues.join('; ') : ''}`);
  return result.value;
};

describe('device configuration for every profile', () => {
  it.each([
    ['app.localhost', 'App', 'Passenger'],
    ['kiosk.localhost', 'Kiosk', 'Passenger'],
    ['signage.localhost', 'DigitalSignage', 'Passenger'],
    ['app-resco.localhost', 'App', 'Resco'],
    ['kiosk-resco.localhost', 'Kiosk', 'Resco'],
    ['app-hotelfriend.localhost', 'App', 'HotelFriend'],
    ['app-name.localhost', 'App', 'Passenger'],
    ['app-retina.localhost', 'App', 'Retina'],
    ['app-retina-missing.localhost', 'App', 'Retina'],
  ])('%s is a valid %s device with %s login', async (host, deviceType, loginType) => {
    const config = expectOk(await hubClient.getDeviceConfig(clientFor(host).hub));
    expect(config.deviceGroup.deviceType).toBe(deviceType);
    expect(config.authentication.type).toBe(loginType);
  });
});

describe('logins', () => {
  it('logs a passenger in with today as the departure date', async () => {
    const { passenger } = demoCredentials;
    const result = expectOk(
      await hubClient.loginByPassenger(clientFor().hub, {
        bookingReference: passenger.bookingReference,
        lastName: passenger.lastName,
        departureDate: todayAsDeparture(),
      }),
    );
    expect(hubClient.parsePmsInformation(result).isPinChangeRequired).toBe(false);
  });

  it('asks the second demo passenger to change the PIN', async () => {
    const { passengerWithPinChange: guest } = demoCredentials;
    const result = expectOk(
      await hubClient.loginByPassenger(clientFor().hub, {
        bookingReference: guest.bookingReference,
        lastName: guest.lastName,
        departureDate: todayAsDeparture(),
      }),
    );
    expect(hubClient.parsePmsInformation(result).isPinChangeRequired).toBe(true);
  });

  it('refuses wrong passenger details with an http error', async () => {
    const result = await hubClient.loginByPassenger(clientFor().hub, {
      bookingReference: 'NOPE',
      lastName: 'Nobody',
      departureDate: todayAsDeparture(),
    });
    expect(result).toMatchObject({ ok: false, error: { kind: 'http', status: 401 } });
  });

  it.each([
    ['token', { token: demoCredentials.retina.token }],
    ['account and cabin', { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin }],
    [
      'account, cabin and PIN',
      { accountNumber: demoCredentials.resco.accountNumber, location: demoCredentials.resco.cabin, pinNo: demoCredentials.resco.pin },
    ],
    [
      'name and birth date',
      { firstName: demoCredentials.name.firstName, lastName: demoCredentials.name.lastName, dob: demoCredentials.name.dateOfBirth },
    ],
  ])('logs in through the PMS by %s', async (_how, body) => {
    const result = expectOk(await hubClient.loginByPms(clientFor().hub, body));
    expect(result.sessionType).toBe('RemotePms');
  });

  it('refuses a wrong PIN', async () => {
    const result = await hubClient.loginByPms(clientFor().hub, {
      accountNumber: demoCredentials.resco.accountNumber,
      location: demoCredentials.resco.cabin,
      pinNo: '9999',
    });
    expect(result.ok).toBe(false);
  });

  it('logs in by card scan and refuses an unknown card', async () => {
    expectOk(
      await hubClient.loginByAccountId(clientFor().hub, { swipe: ';100200?', accountNumber: demoCredentials.cardScan.accountNumber }),
    );
    const unknown = await hubClient.loginByAccountId(clientFor().hub, { swipe: ';999?', accountNumber: '999' });
    expect(unknown).toMatchObject({ ok: false, error: { status: 404 } });
  });
});

describe('session state', () => {
  it('changes the PIN only for a logged-in guest and remembers it', async () => {
    const demo = createDemoHub();
    const anonymous = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => undefined,
      logger: { warn: () => {}, error: () => {} },
    });
    expect(await hubClient.changePin(anonymous, { currentPin: '1234', newPin: '5678' })).toMatchObject({
      ok: false,
      error: { kind: 'forbidden' },
    });
    const login = expectOk(await hubClient.loginByPms(anonymous, { accountNumber: '100200', location: '7012', pinNo: '1234' }));
    const guest = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => login.sessionId,
    });
    expectOk(await hubClient.changePin(guest, { currentPin: '1234', newPin: '5678' }));
    expect((await hubClient.loginByPms(anonymous, { accountNumber: '100200', location: '7012', pinNo: '5678' })).ok).toBe(true);
  });
});

describe('content', () => {
  it('serves root categories and articles, hiding drafts unless previewing', async () => {
    const { hub } = clientFor();
    const categories = expectOk(await hubClient.getRootCategories(hub));
    expect(categories.every((c) => c.published !== false)).toBe(true);
    expectOk(await hubClient.getRootArticles(hub));
    expect((await hubClient.getCategory(hub, 600)).ok).toBe(false);
    expect(expectOk(await hubClient.getCategory(hub, 600, true)).published).toBe(false);
  });

  it('serves categories three levels deep', async () => {
    const { hub } = clientFor();
    const second = expectOk(await hubClient.getSubcategories(hub, 200));
    const third = expectOk(await hubClient.getSubcategories(hub, 210));
    expect(second.length).toBeGreaterThan(0);
    expect(third.length).toBeGreaterThan(0);
  });

  it('serves an article of every layout type', async () => {
    const { hub } = clientFor();
    const seen = new Set<string>();
    for (const id of [1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008, 1009])
      seen.add(String(expectOk(await hubClient.getArticle(hub, id)).layoutType));
    expect([...seen].sort()).toEqual([...hubClient.layoutTypes].sort());
  });

  it('serves articles of a category both ways, events, hashtags and media', async () => {
    const { hub } = clientFor();
    expectOk(await hubClient.getArticlesOfCategory(hub, 210, { withDescriptions: true }));
    expectOk(await hubClient.getArticlesOfCategory(hub, 210, { withWayFinder: true, previewMode: false }));
    expectOk(await hubClient.getArticleEvents(hub, 1005));
    for (const hashtag of ['loginFormExtra', 'loginFormKiosk', 'vodmovieimage', 'vodseriesimage'])
      expect(expectOk(await hubClient.getArticlesByHashtag(hub, hashtag))).toHaveLength(1);
    expectOk(await hubClient.getCategoriesByHashtag(hub, 'dining'));
    expect(expectOk(await hubClient.getArticleImages(hub, 1003)).length).toBeGreaterThan(1);
    expect(expectOk(await hubClient.getArticlePdfs(hub, 1003))).toHaveLength(2);
    expect(expectOk(await hubClient.getArticlePdfs(hub, 1003, true))).toHaveLength(3);
    expectOk(await hubClient.getArticleAudios(hub, 1001));
    expectOk(await hubClient.getArticleVideos(hub, 1002));
  });

  it('serves daily schedules for today, tomorrow and a date, with "Late" times', async () => {
    const { hub } = clientFor();
    const today = expectOk(await hubClient.getDailySchedule(hub, 'today'));
    expect(today?.events.some((event) => event.endTime === 'Late')).toBe(true);
    expectOk(await hubClient.getDailySchedule(hub, 'tomorrow'));
    const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
    const date = `${String(inTwoDays.getDate()).padStart(2, '0')}-${String(inTwoDays.getMonth() + 1).padStart(2, '0')}-${inTwoDays.getFullYear()}`;
    expect(expectOk(await hubClient.getDailySchedule(hub, { date }))?.events.length).toBeGreaterThan(0);
  });

  it('generates images and multi-page PDFs instead of downloading them', async () => {
    const { demo } = clientFor();
    const image = await demo.fetch('http://app.localhost:8080/api/blobs/image?reference=captain&width=200');
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    const pdf = await demo.fetch('http://app.localhost:8080/api/blobs/pdf-file/71');
    const text = new TextDecoder().decode(await pdf.arrayBuffer());
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text).toContain('/Count 4');
  });

  it("serves the article video's file as a WebM clip, in ranges as media players ask", async () => {
    const { demo, hub } = clientFor();
    const [video] = expectOk(await hubClient.getArticleVideos(hub, 1002));
    const whole = await demo.fetch(video!.urlFrontend);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('Content-Type')).toBe('video/webm');
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    // The EBML magic number that starts every WebM file; small enough to keep in the repo.
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(64 * 1024);
    const part = await demo.fetch(video!.urlFrontend, { headers: { Range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('Content-Range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await demo.fetch('http://app.localhost:8080/api/blobs/video-file/99999')).status).toBe(404);
  });

  it('records page views', async () => {
    const { demo, hub } = clientFor();
    await hubClient.recordPageView(hub, '/my_account/pin');
    expect(demo.state.pageViews).toEqual(['my_account/pin']);
  });
});

describe('forced PIN change', () => {
  it('accepts a new PIN without the current one from a guest the hub asked to change it', async () => {
    const demo = createDemoHub();
    const quiet = { warn: () => {}, error: () => {} };
    const session: { id?: string } = {};
    const hub = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => session.id,
      logger: quiet,
    });
    const { passengerWithPinChange: guest } = demoCredentials;
    session.id = expectOk(
      await hubClient.loginByPassenger(hub, {
        bookingReference: guest.bookingReference,
        lastName: guest.lastName,
        departureDate: todayAsDeparture(),
      }),
    ).sessionId;
    expectOk(await hubClient.changePin(hub, { currentPin: '', newPin: '2468' }));
  });
});

describe('account', () => {
  async function loggedIn() {
    const demo = createDemoHub();
    const session: { id?: string } = {};
    const hub = hubClient.createHubClient({
      hubApiUrl: 'http://app.localhost:8080/api/',
      fetch: demo.fetch,
      getSessionId: () => session.id,
      logger: { warn: () => {}, error: () => {} },
    });
    const { passenger } = demoCredentials;
    session.id = expectOk(
      await hubClient.loginByPassenger(hub, {
        bookingReference: passenger.bookingReference,
        lastName: passenger.lastName,
        departureDate: todayAsDeparture(),
      }),
    ).sessionId;
    return hub;
  }

  it('serves account status, appointments in every status and cabin messages', async () => {
    const hub = await loggedIn();
    expectOk(await hubClient.getAccountStatus(hub));
    expect(expectOk(await hubClient.getPassengerItinerary(hub)).passengers?.length).toBeGreaterThan(0);
    const statuses = new Set(expectOk(await hubClient.getAppointments(hub)).map((appointment) => appointment.bookingStatus));
    expect([...statuses].sort()).toEqual(['C', 'R', 'W', 'X']);
    expect(
      expectOk(await hubClient.getCabinMessages(hub))
        .map((message) => message.messageType)
        .sort(),
    ).toEqual(['Important', 'Normal', 'Urgent']);
  });

  it('remembers a cabin message as read', async () => {
    const hub = await loggedIn();
    expectOk(await hubClient.markCabinMessageRead(hub, 'm-101'));
    const urgent = expectOk(await hubClient.getCabinMessages(hub)).find((message) => message.sourceMessageId === 'm-101');
    expect(urgent?.recipientMessageStatus).toBe('Read');
  });
});

describe('third-party activities (marketplace)', () => {
  const locale = { language: 'en-GB', currency: 'GBP' };

  /** Walks the whole demo marketplace through the real client calls: every answer must pass the schemas. */
  async function walkMarketplace() {
    const { hub } = clientFor();
    const countries = expectOk(await hubClient.getMarketplaceCountries(hub, locale));
    const cities = [];
    for (const country of countries)
      for (const city of expectOk(await hubClient.getMarketplaceCities(hub, country.id, locale)))
        cities.push({ country, city, activities: expectOk(await hubClient.getMarketplaceActivities(hub, country.id, city.id, locale)) });
    const details = [];
    for (const { activities } of cities)
      for (const { uuid } of activities)
        details.push({
          activity: expectOk(await hubClient.getMarketplaceActivity(hub, uuid, locale)),
          taxonomies: expectOk(await hubClient.getMarketplaceActivityTaxonomies(hub, uuid, locale)),
          media: expectOk(await hubClient.getMarketplaceActivityMedia(hub, uuid, locale)),
        });
    return { countries, cities, details };
  }
  let walked: ReturnType<typeof walkMarketplace>;
  beforeAll(() => {
    walked = walkMarketplace();
  });

  it('serves several countries, each with several cities, and 3 to 8 activities a city but one empty city', async () => {
    const { countries, cities } = await walked;
    expect(countries.map((country) => country.name)).toEqual(['Norway', 'Iceland', 'Germany', 'Portugal']);
    for (const country of countries) expect(cities.filter((entry) => entry.country === country).length).toBeGreaterThanOrEqual(3);
    const empty = cities.filter((entry) => entry.activities.length === 0);
    expect(empty.map((entry) => entry.city.name)).toEqual([DEMO_EMPTY_MARKETPLACE_CITY.name]);
    for (const { activities } of cities.filter((entry) => entry.activities.length > 0)) {
      expect(activities.length).toBeGreaterThanOrEqual(3);
      expect(activities.length).toBeLessThanOrEqual(8);
    }
  });

  it('serves every activity’s detail, taxonomies and media, with prices in pounds', async () => {
    const { details } = await walked;
    expect(details.length).toBeGreaterThan(50);
    for (const { activity, taxonomies, media } of details) {
      expect(activity.retail_price?.formatted_value).toMatch(/^£\d+\.\d{2}$/);
      expect(activity.about).toBeTruthy();
      expect(taxonomies.length).toBeGreaterThan(0);
      expect(media.some((item) => item.type === 'image')).toBe(true);
    }
  });

  it('has exactly an hour, duration ranges and all three taxonomy types among the activities', async () => {
    const { details } = await walked;
    expect(details.some(({ activity }) => activity.duration === 60 && !activity.duration_range)).toBe(true);
    expect(details.some(({ activity }) => activity.duration_range)).toBe(true);
    const types = new Set(details.flatMap(({ taxonomies }) => taxonomies.map((taxonomy) => taxonomy.type)));
    expect([...types].sort()).toEqual(['EXCLUSION', 'HIGHLIGHT', 'INCLUSION']);
  });

  it('gives pictures generated by the demo hub, on the host that was called', async () => {
    const { demo, hub } = clientFor('kiosk.localhost');
    const fjord = demoMarketplaceActivity('Fjord cruise to Mostraumen');
    const media = expectOk(await hubClient.getMarketplaceActivityMedia(hub, fjord.activity.uuid, locale));
    expect(media[0]?.url).toMatch(/^http:\/\/kiosk\.localhost:8080\/api\/blobs\/image\?reference=/);
    const picture = await demo.fetch(media[0]?.url ?? '');
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
  });

  it('answers 404 for an activity it does not know', async () => {
    const { hub } = clientFor();
    expect(await hubClient.getMarketplaceActivity(hub, 'no-such-activity', locale)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 404 },
    });
  });

  it('refuses a call that does not ask for API version 3.4.0', async () => {
    const { demo } = clientFor();
    const answer = await demo.fetch('http://app.localhost:8080/api/musement/countries');
    expect(answer.status).toBe(400);
  });
});
