import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { connectDemoDevice } from '@companion/hub-sim';
import { recordExternalLinks } from './record-external-links';

const links: HTMLElement[] = [];
afterEach(() => links.splice(0).forEach((link) => link.remove()));

function link(href: string, text = 'Open'): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.innerHTML = `<span>${text}</span>`;
  // The guest's click is counted, not followed: jsdom would try to navigate.
  anchor.addEventListener('click', (event) => event.preventDefault());
  document.body.append(anchor);
  links.push(anchor);
  return anchor;
}

describe('recordExternalLinks', () => {
  it('counts a link that leaves the product, clicked anywhere inside it, and nothing after it stops', async () => {
    const { demo, hub } = await connectDemoDevice('App');
    const stop = recordExternalLinks(hub);
    link('https://tickets.example.com/sagrada?lang=en').querySelector('span')!.click();
    await waitFor(() => expect(demo.state.externalLinkClicks).toEqual(['https://tickets.example.com/sagrada?lang=en']));
    stop();
    link('https://www.example.org/').click();
    // A second listener, started after the stop, sees the next click; the stopped one adds nothing.
    const again = recordExternalLinks(hub);
    link('https://www.example.net/').click();
    await waitFor(() => expect(demo.state.externalLinkClicks).toHaveLength(2));
    expect(demo.state.externalLinkClicks[1]).toBe('https://www.example.net/');
    again();
  });

  it('leaves our own routes, mail and phone links uncounted', async () => {
    const { demo, hub } = await connectDemoDevice('App');
    const stop = recordExternalLinks(hub);
    link('/onboard/excursions').click();
    link(`${window.location.origin}/basket`).click();
    link('mailto:guest.services@aurora-star.example').click();
    link('tel:+4930123456').click();
    // Clicked last, counted first: the four before it were not sent at all.
    link('https://www.example.com/').click();
    await waitFor(() => expect(demo.state.externalLinkClicks).toEqual(['https://www.example.com/']));
    stop();
  });
});
