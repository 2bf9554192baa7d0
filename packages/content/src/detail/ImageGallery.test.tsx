import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '@companion/screen-harness';
import { renderScreen } from '../test/render-screen';
import { DetailScreen } from './DetailScreen';

/** Article 1001 of the demo hub has three gallery pictures, each only a `{ url }`. */
const openGallery = async (name = 'Pictures') => {
  await renderScreen(<DetailScreen />, { path: '/content/detail/:id', route: '/content/detail/1001' });
  return screen.findByRole('region', { name });
};

/** Everything a screen reader could read out of an element: its text and its images' alt. */
const spoken = (element: HTMLElement) =>
  [
    element.textContent ?? '',
    ...[...element.querySelectorAll('img')].map((image) => image.alt),
    ...[...element.querySelectorAll('[aria-label]')].map((labelled) => labelled.getAttribute('aria-label')),
  ].join(' ');

afterEach(() => chooseLanguage('en'));

// Audit finding: the picture's alt was the counter, and the counter was also the live text beside
// it, so a screen reader read "Picture 1 of 3" twice. The hub says nothing of what a gallery
// picture shows (hub-client's imageBlobSchema is `{ url }`), so the picture has no alt text.
describe('the article gallery, to a screen reader', () => {
  it('gives the picture an empty alt, as the hub says nothing of what it shows', async () => {
    const gallery = await openGallery();
    const picture = gallery.querySelector('img')!;
    expect(picture).toHaveAttribute('alt', '');
    expect(within(gallery).queryByRole('img')).not.toBeInTheDocument();
  });

  it('says the counter once, in a live text that follows the picture shown', async () => {
    const gallery = await openGallery();
    expect(spoken(gallery).match(/Picture 1 of 3/g)).toHaveLength(1);
    const counter = within(gallery).getByText('Picture 1 of 3');
    expect(counter).toHaveAttribute('aria-live', 'polite');
    const firstSrc = gallery.querySelector('img')!.getAttribute('src');
    await userEvent.click(within(gallery).getByRole('button', { name: 'Next picture' }));
    expect(counter).toHaveTextContent('Picture 2 of 3');
    expect(spoken(gallery).match(/Picture \d of 3/g)).toEqual(['Picture 2 of 3']);
    expect(gallery.querySelector('img')!.getAttribute('src')).not.toBe(firstSrc);
  });

  it('says the counter once in German too', async () => {
    chooseLanguage('de');
    const gallery = await openGallery('Bilder');
    expect(spoken(gallery).match(/Bild \d von 3/g)).toEqual(['Bild 1 von 3']);
    expect(gallery.querySelector('img')).toHaveAttribute('alt', '');
  });
});
