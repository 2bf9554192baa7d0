import { afterEach, describe, expect, it } from 'vitest';
import { externalLinkAt, linkName } from './external-link';

afterEach(() => document.body.replaceChildren());

function anchor(href: string, html: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const element = document.createElement('a');
  element.href = href;
  element.innerHTML = html;
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

describe('externalLinkAt', () => {
  it('finds the link around a click inside it when it goes to another origin', () => {
    const link = anchor('https://www.example.com/aurora-cruises', '<span>Cruise line</span>');
    expect(externalLinkAt(link.querySelector('span'))).toEqual({ anchor: link, address: 'https://www.example.com/aurora-cruises' });
  });

  it('ignores our routes, our origin, mail and phone links', () => {
    for (const href of ['/basket', `${window.location.origin}/basket`, 'mailto:guest@example.com', 'tel:+4930123456']) {
      expect(externalLinkAt(anchor(href, 'x')), href).toBeUndefined();
    }
  });
});

describe('linkName', () => {
  // A feature's label says "opens in a new window", which the dialog must not repeat: text first.
  it('is the text the guest read, before a label', () => {
    const link = anchor('https://a.example/', ' <span>Cruise\n  Line</span> ', { 'aria-label': 'Cruise Line (opens in a new window)' });
    expect(linkName({ anchor: link, address: link.href })).toBe('Cruise Line');
  });

  it('is the picture’s description for a picture link, then the label, then the host', () => {
    const picture = anchor('https://a.example/', '<img alt="Sudoku">');
    expect(linkName({ anchor: picture, address: picture.href })).toBe('Sudoku');
    const labelled = anchor('https://a.example/', '<img alt="">', { 'aria-label': 'Sudoku' });
    expect(linkName({ anchor: labelled, address: labelled.href })).toBe('Sudoku');
    const bare = anchor('https://games.example/sudoku', '');
    expect(linkName({ anchor: bare, address: bare.href })).toBe('games.example');
  });
});
