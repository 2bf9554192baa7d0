import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceConfig, DeviceType } from '@companion/hub-client';
import { answeringCall, failingCall, heldCall } from '@companion/hub-sim';
import { formatWeekdayDate, PLACEHOLDER_IMAGE, visuallyHidden } from '@companion/ui';
import { Elsewhere, chooseLanguage, renderInDemoShell } from '@companion/screen-harness';
import { type WayfinderPanelProps } from '@companion/shell';
import * as shared from '../shared/content.css';
import { renderScreen } from '../test/render-screen';
import { DetailScreen } from './DetailScreen';

// The viewer and players belong to their own work; here only whether the page hands them files.
vi.mock('../pdf', () => ({
  PdfFiles: ({ pdfs }: { pdfs: readonly { name: string }[] }) => <p>{`pdfs: ${pdfs.map((pdf) => pdf.name).join(' | ')}`}</p>,
}));
vi.mock('../media', () => ({
  ArticleAudio: ({ audios }: { audios: readonly unknown[] }) => <p>{`audios: ${audios.length}`}</p>,
  ArticleVideo: ({ videos }: { videos: readonly unknown[] }) => <p>{`videos: ${videos.length}`}</p>,
}));

/** The heading of a timetable day this many days from today, as the demo theme writes dates. */
function dayHeading(daysFromToday: number, locale = 'en-GB'): string {
  const day = new Date();
  day.setDate(day.getDate() + daysFromToday);
  const iso = [day.getFullYear(), day.getMonth() + 1, day.getDate()].map((part) => String(part).padStart(2, '0')).join('-');
  return formatWeekdayDate(iso, locale);
}

/** The gallery's picture: without alt text (the counter beside it says which one), so no img role. */
const pictureIn = (gallery: HTMLElement) => gallery.querySelector('img')!;
/** The gallery's counter, "Picture 2 of 3", which says which picture is shown. */
const counterIn = (gallery: HTMLElement) => within(gallery).getByText(/^Picture \d of \d$/);

const path = '/content/detail/:id';
const open = (route: string, options: Parameters<typeof renderScreen>[1] = {}) =>
  renderScreen(<DetailScreen />, { path, route, ...options });
const pdfsOnKiosk = (config: DeviceConfig): DeviceConfig => ({
  ...config,
  hub: { ...config.hub, uiSettings: { ...config.hub.uiSettings, showPdfsOnKiosk: true } },
});

describe('DetailScreen', () => {
  // The description is the editor's HTML: each case finds one of its elements, not only its text.
  it.each([
    ['FullScreen', 1002, 'Your Ship at a Glance', 'li', 'Length: 294 m'],
    ['Classic', 1001, 'Welcome from the Captain', 'strong', 'Aurora Star'],
    ['Extended', 1003, 'Spa Treatments Guide', 'p', 'From hot-stone massage to our thalasso pool'],
    ['Timetable', 1005, 'Port Talk Timetable', 'p', 'Port talks in the Aurora Theatre.'],
    ['ExcursionTimetable', 1006, 'Excursion Departures', 'p', 'Meeting points and times for the tours of our next two ports.'],
    ['ItineraryTimetable', 1007, 'Ports of Call', 'p', 'Arrival and departure times for every port.'],
    ['AgendaTimetable', 1008, 'Conference Agenda', 'p', 'Wine & Food Symposium, days 3 to 5.'],
    ['DailySchedule', 1009, "Today's Programme", 'p', 'Everything happening on board today.'],
  ])('renders the %s layout with title and HTML description', async (layout, id, title, element, text) => {
    const { container } = await open(`/content/detail/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const article = container.querySelector('article');
    expect(article).toHaveAttribute('data-layout', layout);
    const description = article!.querySelector(`.${shared.richText}`);
    expect(description?.querySelector(element)).toHaveTextContent(text);
  });

  it('hides the title from sight, not from screen readers, when the article says not to show it', async () => {
    await open('/content/detail/1008');
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference Agenda' })).toHaveClass(visuallyHidden);
  });

  it('shows the title when the article says so', async () => {
    await open('/content/detail/1001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome from the Captain' })).not.toHaveClass(visuallyHidden);
  });

  it("renders UnfilteredHtml as the article's own sanitised HTML without the product's frame", async () => {
    const { container } = await open('/content/detail/1004');
    const article = await screen.findByRole('article', { name: 'Onboard Newsletter' });
    expect(article).toHaveAttribute('data-layout', 'UnfilteredHtml');
    expect(within(article).getByRole('heading', { level: 1, name: 'The Aurora Times' })).toBeInTheDocument();
    expect(within(article).getByRole('table')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Onboard Newsletter' })).not.toBeInTheDocument();
  });

  it('shows a single picture without gallery controls', async () => {
    await open('/content/detail/1002');
    expect(await screen.findByRole('img', { name: 'Your Ship at a Glance' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
  });

  it('browses a gallery of several pictures with buttons, arrow keys and swipes', async () => {
    const user = userEvent.setup();
    await open('/content/detail/1001');
    const gallery = await screen.findByRole('region', { name: 'Pictures' });
    expect(counterIn(gallery)).toHaveTextContent('Picture 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Next picture' }));
    expect(counterIn(gallery)).toHaveTextContent('Picture 2 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counterIn(gallery)).toHaveTextContent('Picture 3 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowRight' });
    expect(counterIn(gallery)).toHaveTextContent('Picture 1 of 3');
    fireEvent.pointerDown(gallery, { clientX: 300 });
    fireEvent.pointerUp(gallery, { clientX: 100 });
    expect(counterIn(gallery)).toHaveTextContent('Picture 2 of 3');
    fireEvent.pointerDown(gallery, { clientX: 100 });
    fireEvent.pointerUp(gallery, { clientX: 300 });
    expect(counterIn(gallery)).toHaveTextContent('Picture 1 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    expect(counterIn(gallery)).toHaveTextContent('Picture 3 of 3');
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counterIn(gallery)).toHaveTextContent('Picture 2 of 3');
  });

  // The role description is read out with the gallery, so it is in the guest's language too.
  describe("the gallery's role description", () => {
    afterEach(() => chooseLanguage('en'));

    it('is "carousel" in English', async () => {
      await open('/content/detail/1001');
      expect(await screen.findByRole('region', { name: 'Pictures' })).toHaveAttribute('aria-roledescription', 'carousel');
    });

    it('is "Karussell" in German', async () => {
      chooseLanguage('de');
      await open('/content/detail/1001');
      expect(await screen.findByRole('region', { name: 'Bilder' })).toHaveAttribute('aria-roledescription', 'Karussell');
    });
  });

  // platform.md §8: a picture that fails shows the hub's default image, then the placeholder.
  describe('a picture that fails to load', () => {
    const withDefaultImage = (config: DeviceConfig): DeviceConfig => ({
      ...config,
      hub: { ...config.hub, defaultImageUrl: 'https://hub.example/default.jpg' },
    });

    it("falls back to the hub's default image, then to the placeholder, still fetched first in its 16:9 box", async () => {
      await open('/content/detail/1002', { patchConfig: withDefaultImage });
      const picture = await screen.findByRole('img', { name: 'Your Ship at a Glance' });
      fireEvent.error(picture);
      expect(picture).toHaveAttribute('src', 'https://hub.example/default.jpg');
      fireEvent.error(picture);
      expect(picture).toHaveAttribute('src', PLACEHOLDER_IMAGE);
      expect(picture).toHaveAttribute('fetchpriority', 'high');
      // Drawn with the page, not a frame after it: it is in the cache before the page draws.
      expect(picture).toHaveAttribute('decoding', 'sync');
      expect(picture).not.toHaveAttribute('loading', 'lazy');
      expect(picture).toHaveAttribute('width', '1024');
      expect(picture).toHaveAttribute('height', '576');
    });

    it("falls back to the default image the tiles use, the hub's default image id, when the hub gives no address", async () => {
      await open('/content/detail/1002');
      const picture = await screen.findByRole('img', { name: 'Your Ship at a Glance' });
      fireEvent.error(picture);
      const fallback = new URL(picture.getAttribute('src') ?? '');
      expect(fallback.pathname).toMatch(/\/blobs\/image$/);
      expect(fallback.searchParams.get('id')).toBe('default');
    });

    it('falls back in the gallery for that picture only: the next one is asked for as itself', async () => {
      await open('/content/detail/1001', { patchConfig: withDefaultImage });
      const gallery = await screen.findByRole('region', { name: 'Pictures' });
      const first = pictureIn(gallery);
      const firstSrc = first.getAttribute('src');
      expect(first).toHaveAttribute('fetchpriority', 'high');
      expect(first).toHaveAttribute('decoding', 'sync');
      fireEvent.error(first);
      expect(pictureIn(gallery)).toHaveAttribute('src', 'https://hub.example/default.jpg');
      fireEvent.keyDown(gallery, { key: 'ArrowRight' });
      const second = pictureIn(gallery);
      expect(counterIn(gallery)).toHaveTextContent('Picture 2 of 3');
      expect(second.getAttribute('src')).not.toBe('https://hub.example/default.jpg');
      expect(second.getAttribute('src')).not.toBe(firstSrc);
      expect(second).toHaveAttribute('width', '1024');
    });
  });

  it('goes back from the first picture to the last with ArrowLeft', async () => {
    await open('/content/detail/1001');
    const gallery = await screen.findByRole('region', { name: 'Pictures' });
    fireEvent.keyDown(gallery, { key: 'ArrowLeft' });
    expect(counterIn(gallery)).toHaveTextContent('Picture 3 of 3');
  });

  it('shows where and when', async () => {
    await open('/content/detail/1001');
    const section = await screen.findByRole('region', { name: 'Where and when' });
    expect(section).toHaveTextContent('Bridge, Deck 10');
    expect(section).toHaveTextContent('Daily address at 12:00');
  });

  it('shows further articles of the chosen category when showAdditionalArticles is set', async () => {
    await open('/content/detail/1003');
    const more = await screen.findByRole('region', { name: 'You might also like' });
    expect(within(more).getByRole('link', { name: /Grand Atrium/ })).toHaveAttribute('href', '/content/detail/2001');
  });

  it('shows no further articles when showAdditionalArticles is not set', async () => {
    await open('/content/detail/1001');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'You might also like' })).not.toBeInTheDocument();
  });

  it('hands the published PDFs and the audio to their players', async () => {
    await open('/content/detail/1003');
    expect(await screen.findByText('pdfs: Spa Treatment Brochure 2026 - Aurora Star.pdf | Thalasso pool rules.pdf')).toBeInTheDocument();
  });

  it('hands unpublished PDFs over only in preview mode', async () => {
    await open('/content/detail/1003?previewMode=true');
    expect(await screen.findByText(/pdfs: .*Draft price list\.pdf/)).toBeInTheDocument();
  });

  it('hides PDFs on a kiosk', async () => {
    await open('/content/detail/1003', { device: 'Kiosk' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/pdfs:/)).not.toBeInTheDocument();
  });

  it('shows PDFs on a kiosk when showPdfsOnKiosk is set', async () => {
    await open('/content/detail/1003', { device: 'Kiosk', patchConfig: pdfsOnKiosk });
    expect(await screen.findByText(/pdfs:/)).toBeInTheDocument();
  });

  it('plays audio', async () => {
    await open('/content/detail/1001');
    expect(await screen.findByText('audios: 1')).toBeInTheDocument();
  });

  it('shows the video on the guest app', async () => {
    await open('/content/detail/1002');
    expect(await screen.findByText('videos: 1')).toBeInTheDocument();
  });

  it.each<DeviceType>(['Kiosk', 'DigitalSignage'])('hides video on %s', async (device) => {
    await open('/content/detail/1002', { device });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/videos:/)).not.toBeInTheDocument();
  });

  it('shows an unpublished article only in preview mode, with the hidden-preview marker', async () => {
    await open('/content/detail/6001?previewMode=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Season Highlights (draft)' })).toBeInTheDocument();
    expect(screen.getByText('Hidden (preview)')).toHaveAttribute('data-preview-hidden', 'true');
  });

  it('marks the unpublished article of a list category in preview mode', async () => {
    await open('/content/detail/3003?previewMode=true');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tender Boat Guide (draft)' })).toBeInTheDocument();
    expect(screen.getByText('Hidden (preview)')).toHaveAttribute('data-preview-hidden', 'true');
  });

  it('carries no marker on a published article', async () => {
    await open('/content/detail/1001?previewMode=true');
    await screen.findByRole('heading', { level: 1, name: 'Welcome from the Captain' });
    expect(screen.queryByText('Hidden (preview)')).not.toBeInTheDocument();
  });

  it('asks for the PDFs, audio, video and further articles with the preview flag in preview mode', async () => {
    const calls: URL[] = [];
    await open('/content/detail/1003?previewMode=true', { onRequest: (url) => calls.push(url) });
    expect(await screen.findByText(/pdfs: .*Draft price list\.pdf/)).toBeInTheDocument();
    const call = (path: string) => calls.find((url) => url.pathname.endsWith(path));
    for (const path of [
      '/cms/articles/1003',
      '/blobs/pdfs/1003',
      '/blobs/audios/1003',
      '/blobs/videos/1003',
      '/cms/articles/findByCategoryId/210',
    ])
      expect(call(path)?.searchParams.get('previewMode'), path).toBe('true');
  });

  it('asks for the article’s pictures and files together with the article, not after it (one round trip less)', async () => {
    const article = heldCall('get', '*/cms/articles/1001');
    const calls: string[] = [];
    await open('/content/detail/1001', { overrides: [article.handler], whileLoading: true, onRequest: (url) => calls.push(url.pathname) });
    await waitFor(() => expect(article.asked()).toBe(true));
    await waitFor(() =>
      expect(calls.filter((path) => path.includes('/blobs/')).sort()).toEqual([
        '/api/blobs/audios/1001',
        '/api/blobs/images/1001',
        '/api/blobs/pdfs/1001',
        '/api/blobs/videos/1001',
      ]),
    );
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    article.release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome from the Captain' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the hub fails to give the article', async () => {
    await open('/content/detail/1001', { overrides: [failingCall('get', '*/cms/articles/:id')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This content could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says an article the hub no longer has (an old link) is no longer here, with the way home', async () => {
    await open('/content/detail/6001');
    expect(await screen.findByText('This page is no longer here.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('lists the events of a timetable under their days, treating "Late" as no time', async () => {
    await open('/content/detail/1006');
    await screen.findByText('Montjuïc & Sagrada Família');
    // The demo hub's departures: two today, two the day after tomorrow.
    const days = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent ?? '');
    expect(days).toEqual([dayHeading(0), dayHeading(2)]);
    const today = screen.getByRole('list', { name: days[0] });
    expect(
      within(today)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Montjuïc & Sagrada Família', 'Gothic Quarter on Foot']);
    expect(within(today).getByText('Montjuïc & Sagrada Família').closest('li')).toHaveTextContent('13:00 – 16:30');
    // This excursion's end time is "Late" in the demo hub: only its start shows, with no dash.
    const untilLate = within(screen.getByRole('list', { name: days[1] }))
      .getByText('Èze Village & Perfumery')
      .closest('li')!;
    expect(untilLate.firstElementChild).toHaveTextContent(/^09:15$/);
    expect(untilLate).not.toHaveTextContent('Late');
  });

  // A timetable spans days, so the day's 'No events on {date}' has no date to name here.
  it('says a timetable without events has none, naming no day', async () => {
    await open('/content/detail/1006', { overrides: [answeringCall('get', '*/cms/articles/findEventsByArticleId/:id', [])] });
    expect(await screen.findByText('There are no events in this timetable.')).toBeInTheDocument();
  });

  it('keeps the day of a daily schedule in its own heading, not one per event day', async () => {
    await open('/content/detail/1009');
    expect(await screen.findByRole('list', { name: 'Times' })).toBeInTheDocument();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  describe('the wayfinder panel (shell slot)', () => {
    const FakePanel = ({ wayfinderProfileId, destinationName }: WayfinderPanelProps) => (
      <p>{`wayfinder ${wayfinderProfileId} to ${destinationName}`}</p>
    );
    const wayfinder =
      (enableWayfinder: boolean) =>
      (config: DeviceConfig): DeviceConfig => ({
        ...config,
        deviceGroup: { ...config.deviceGroup, deviceProfile: { ...config.deviceGroup.deviceProfile, enableWayfinder } },
      });
    const openWithPanel = (articleId: number, options: { enableWayfinder?: boolean; panel?: boolean } = {}) =>
      renderInDemoShell({
        routes: [
          { path, Component: DetailScreen },
          { path: '*', Component: Elsewhere },
        ],
        entry: `/content/detail/${articleId}`,
        patchConfig: wayfinder(options.enableWayfinder ?? true),
        ...(options.panel === false ? {} : { slots: { wayfinderPanel: FakePanel } }),
      });

    it("shows the app's panel for an article with a wayfinder profile", async () => {
      await openWithPanel(2001);
      expect(await screen.findByText('wayfinder 51 to The Grand Atrium Restaurant')).toBeInTheDocument();
    });

    it('shows no panel when the device profile does not enable wayfinder', async () => {
      await openWithPanel(2001, { enableWayfinder: false });
      await screen.findByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' });
      expect(screen.queryByText(/^wayfinder /)).toBeNull();
    });

    it('shows no panel for an article without a profile', async () => {
      await openWithPanel(1001);
      await screen.findByRole('heading', { level: 1, name: 'Welcome from the Captain' });
      expect(screen.queryByText(/^wayfinder /)).toBeNull();
    });

    it('shows no panel where the app offers none', async () => {
      await openWithPanel(2001, { panel: false });
      expect(await screen.findByRole('heading', { level: 1, name: 'The Grand Atrium Restaurant' })).toBeInTheDocument();
      expect(screen.queryByText(/^wayfinder /)).toBeNull();
    });
  });
});
