import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answeringCall, areaState, demoGuests, failingCall, photomatchArea } from '@companion/hub-sim';
import { chooseLanguage } from '@companion/screen-harness';
import { focusedElement } from '@companion/test-harness';
import { demoPhotoConfigWith } from '../test/demo-photo-config';
import { renderPhotoScreen, resetPhotoDevice } from '../test/render-photo-screen';

beforeEach(resetPhotoDevice);
afterEach(resetPhotoDevice);

const open = (name: RegExp) => userEvent.click(screen.getByRole('button', { name }));

describe('MyPhotosScreen', () => {
  it("shows the guest's matched photos as lazy thumbnails at width 200, each a different picture", async () => {
    await renderPhotoScreen({ entry: '/photomatch/myphotos' });
    const grid = await screen.findByRole('list', { name: 'My Photos' });
    // Counted without role queries: naming 120 buttons is slow in jsdom and adds nothing here.
    expect(grid.querySelectorAll('li > button')).toHaveLength(120);
    const images = [...grid.querySelectorAll('img')];
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
    const sources = images.map((image) => new URL(image.src));
    expect(sources.every((source) => source.pathname.includes('/photomatch/image/') && source.searchParams.get('width') === '200')).toBe(
      true,
    );
    expect(new Set(sources.map((source) => source.pathname)).size).toBe(120);
    expect(screen.getByText('120 photos of you')).toBeInTheDocument();
  });

  it("says the spec's text when no photo was matched", async () => {
    await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'jones' });
    expect(
      await screen.findByText(
        "Sorry, we didn't find any photos of you. Please visit the Photography team, and we will be able to help find your photos.",
      ),
    ).toBeInTheDocument();
  });

  it("says the ship's own text when one is configured", async () => {
    await renderPhotoScreen({
      entry: '/photomatch/myphotos',
      guest: 'jones',
      overrides: [
        answeringCall(
          'get',
          '*/photomatch/config',
          demoPhotoConfigWith({ keyvalues: { noPhotosMessage: 'Come to the Photo Gallery on deck 6.' } }),
        ),
      ],
    });
    expect(await screen.findByText('Come to the Photo Gallery on deck 6.')).toBeInTheDocument();
  });

  it('shows an error with retry when the photos cannot load', async () => {
    await renderPhotoScreen({ entry: '/photomatch/myphotos', overrides: [failingCall('get', '*/photomatch/cabinImages')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your photos could not be loaded.');
  });

  // The guests below have fewer photos than Emily Smith's 120, which keeps these tests quick.
  it('opens a photo large with its variants and puts copies in the basket', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'taylor' });
    await screen.findByRole('list', { name: 'My Photos' });
    await open(/^Open Photo 1: /);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', expect.stringContaining('width=800'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more: 6×8 in print' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more: 6×8 in print' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more: Digital copy' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update photo basket' }));
    expect(await within(dialog).findByText('Photo basket updated.')).toBeInTheDocument();
    const held = areaState(view.demoState, photomatchArea).carts.get(demoGuests.taylor.id)?.photos.get('taylor-001');
    expect(Object.fromEntries(held ?? [])).toEqual({ 'print-6x8': 2, digital: 1 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(screen.getByRole('button', { name: /^Open Photo 1: / })).getByText('In basket')).toBeInTheDocument();
  });

  it('never counts below 0 and allows one digital copy at most (bookable-services §5)', async () => {
    await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'taylor' });
    await screen.findByRole('list', { name: 'My Photos' });
    await open(/^Open Photo 2: /);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'One fewer: 6×8 in print' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('status', { name: '6×8 in print: 0' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'One more: Digital copy' }));
    expect(within(dialog).getByRole('button', { name: 'One more: Digital copy' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(dialog).getByRole('status', { name: 'Digital copy: 1' })).toBeInTheDocument();
    expect(within(dialog).getByText('One digital copy is all you need.')).toBeInTheDocument();
  });

  // Keyboard audit: "One more: Digital copy" at its maximum, "One fewer" at 0 and "Update photo
  // basket" (off while saving) dropped focus to the body.
  it('keeps focus on a stepper button at its limit and on Update while it saves, and ignores their presses', async () => {
    const view = await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'taylor' });
    await screen.findByRole('list', { name: 'My Photos' });
    await open(/^Open Photo 2: /);
    const dialog = await screen.findByRole('dialog');
    const moreDigital = within(dialog).getByRole('button', { name: 'One more: Digital copy' });
    moreDigital.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('status', { name: 'Digital copy: 1' })).toBeInTheDocument();
    expect(moreDigital).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(moreDigital);
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('status', { name: 'Digital copy: 1' })).toBeInTheDocument();
    expect(focusedElement()).toBe(moreDigital);

    const fewerDigital = within(dialog).getByRole('button', { name: 'One fewer: Digital copy' });
    fewerDigital.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('status', { name: 'Digital copy: 0' })).toBeInTheDocument();
    expect(fewerDigital).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(fewerDigital);
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByRole('status', { name: 'Digital copy: 0' })).toBeInTheDocument();

    // Nothing to send yet: Update is off, and pressing it sends nothing.
    const update = within(dialog).getByRole('button', { name: 'Update photo basket' });
    expect(update).toHaveAttribute('aria-disabled', 'true');
    update.focus();
    await userEvent.keyboard('{Enter}');
    expect(focusedElement()).toBe(update);
    expect(areaState(view.demoState, photomatchArea).carts.get(demoGuests.taylor.id)?.photos.get('taylor-002')).toBeUndefined();

    await userEvent.click(within(dialog).getByRole('button', { name: 'One more: 6×8 in print' }));
    update.focus();
    await userEvent.keyboard('{Enter}');
    expect(focusedElement()).toBe(update);
    expect(await within(dialog).findByText('Photo basket updated.')).toBeInTheDocument();
    expect(focusedElement()).toBe(update);
    expect(update).toHaveAttribute('aria-disabled', 'true');
    const held = areaState(view.demoState, photomatchArea).carts.get(demoGuests.taylor.id)?.photos.get('taylor-002');
    expect(Object.fromEntries(held ?? [])).toEqual({ 'print-6x8': 1 });
  });

  it('marks copies the hub gave free or at the offer price', async () => {
    await renderPhotoScreen({
      entry: '/photomatch/myphotos',
      guest: 'taylor',
      cart: (ids) => [
        // Grace Taylor has one free credit: her first digital copy is free.
        { photos: [{ id: ids[0]!, variants: [{ id: 'digital', count: 1 }] }] },
        // 3 for 2: the third 6×8 print is discounted.
        { photos: [{ id: ids[1]!, variants: [{ id: 'print-6x8', count: 2 }] }] },
        { photos: [{ id: ids[2]!, variants: [{ id: 'print-6x8', count: 1 }] }] },
      ],
    });
    await screen.findByRole('list', { name: 'My Photos' });
    await waitFor(() => expect(screen.getAllByText('In basket')).toHaveLength(3));
    await open(/^Open Photo 1: /);
    expect(within(await screen.findByRole('dialog')).getByText('Free')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await open(/^Open Photo 3: /);
    expect(within(await screen.findByRole('dialog')).getByText('Offer price')).toBeInTheDocument();
  });

  // Audit finding: the button's label replaced its content, visible "In basket" badge included,
  // so a blind guest could not tell which photos were in the basket. The label says it too.
  describe('the thumbnail of a photo in the basket, to a screen reader', () => {
    afterEach(() => chooseLanguage('en'));

    const withFirstInBasket = (ids: readonly string[]) => [{ photos: [{ id: ids[0]!, variants: [{ id: 'digital', count: 1 }] }] }];

    it('says "in basket" in its name, and only for photos in the basket', async () => {
      await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'taylor', cart: withFirstInBasket });
      await screen.findByRole('list', { name: 'My Photos' });
      const first = await screen.findByRole('button', { name: /^Open Photo 1: .+, in basket$/ });
      expect(within(first).getByText('In basket')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Open Photo 2: / })).not.toHaveAccessibleName(/in basket/);
    });

    it('says it in German too', async () => {
      chooseLanguage('de');
      await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'taylor', cart: withFirstInBasket });
      await screen.findByRole('list', { name: 'Meine Fotos' });
      expect(await screen.findByRole('button', { name: /^Foto 1: .+ öffnen, im Warenkorb$/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /^Foto 2: .+ öffnen$/ })).toBeInTheDocument();
    });

    it('says it as soon as the guest puts the photo in the basket', async () => {
      await renderPhotoScreen({ entry: '/photomatch/myphotos', guest: 'taylor' });
      await screen.findByRole('list', { name: 'My Photos' });
      expect(screen.getByRole('button', { name: /^Open Photo 1: / })).not.toHaveAccessibleName(/in basket/);
      await open(/^Open Photo 1: /);
      const dialog = await screen.findByRole('dialog');
      await userEvent.click(within(dialog).getByRole('button', { name: 'One more: Digital copy' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Update photo basket' }));
      expect(await within(dialog).findByText('Photo basket updated.')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.getByRole('button', { name: /^Open Photo 1: / })).toHaveAccessibleName(/, in basket$/);
    });
  });
});
