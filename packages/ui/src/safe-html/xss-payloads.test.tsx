import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml';
import { sanitizeHubHtml } from './sanitize-hub-html';
import { harmIn, installCanaries, poke, scriptRan, XSS_PAYLOADS } from '@companion/hub-sim';

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

beforeEach(installCanaries);

describe('the harness', () => {
  it('has at least 40 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  });

  // Without this, "no canary" could mean the test environment simply never runs handlers.
  it('notices script that runs when hub HTML is not sanitised', () => {
    const host = document.createElement('div');
    document.body.append(host);
    host.innerHTML = '<img src="x" onerror="window.__xss=1"><a href="javascript:alert(1)">x</a>';
    poke(host);
    expect(scriptRan()).toBe(true);
    expect(harmIn(host)).toEqual(expect.arrayContaining(['handler onerror', 'href=javascript:alert(1)']));
    host.remove();
  });
});

describe.each(XSS_PAYLOADS)('hub HTML with $kind', ({ html }) => {
  it('is sanitised to a harmless, stable fragment', () => {
    const clean = sanitizeHubHtml(html);
    expect(harmIn(parse(clean))).toEqual([]);
    // Stable under a second pass: no markup that turns into something else when parsed again.
    expect(parse(sanitizeHubHtml(clean)).isEqualNode(parse(clean))).toBe(true);
  });

  it('renders through SafeHtml without running script or leaving its container', () => {
    const headBefore = document.head.innerHTML;
    const { container } = render(
      <main>
        <p>before</p>
        <SafeHtml html={html} className="hub" />
        <p>after</p>
      </main>,
    );
    const main = container.querySelector('main')!;
    const hub = main.querySelector('.hub');
    if (hub) poke(hub);

    expect(scriptRan()).toBe(false);
    expect(main.firstElementChild).toHaveTextContent('before');
    expect(main.lastElementChild).toHaveTextContent('after');
    expect(main.children).toHaveLength(hub ? 3 : 2);
    expect(container.children).toHaveLength(1);
    expect(document.head.innerHTML).toBe(headBefore);
    if (hub) expect(harmIn(hub)).toEqual([]);
  });
});

describe('ordinary hub formatting', () => {
  const article = [
    '<h2>Spa</h2><h3>Treatments</h3>',
    '<p><strong>Open</strong> <em>daily</em> <u>from</u> 9:00<br>Deck 5</p>',
    '<ul><li>Massage</li><li>Sauna</li></ul><ol><li>Book</li><li>Relax</li></ol>',
    '<p><a href="https://example.com/spa" title="Spa">prices</a> and <a href="/content/detail/3">more</a></p>',
    '<img src="https://example.com/spa.jpg" alt="The spa" width="300">',
    '<table><thead><tr><th>Treatment</th><th>Price</th></tr></thead><tbody><tr><td>Massage</td><td>€ 80</td></tr></tbody></table>',
    '<blockquote>Wonderful</blockquote><p style="text-align:center;color:#c00">Centred</p>',
  ].join('');

  it('keeps headings, lists, links, images, tables and harmless styling', () => {
    const { container } = render(<SafeHtml html={article} />);
    expect(container.querySelector('h2')).toHaveTextContent('Spa');
    expect(container.querySelector('h3')).toHaveTextContent('Treatments');
    expect(container.querySelector('strong')).toHaveTextContent('Open');
    expect(container.querySelector('em')).toHaveTextContent('daily');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://example.com/spa.jpg');
    expect(container.querySelector('img')).toHaveAttribute('alt', 'The spa');
    expect(container.querySelectorAll('th')).toHaveLength(2);
    expect(container.querySelector('td')).toHaveTextContent('Massage');
    expect(container.querySelector('blockquote')).toHaveTextContent('Wonderful');
    expect(container.querySelector('p[style]')).toHaveStyle({ textAlign: 'center' });
  });

  it('opens every link in a new window without handing it this page', () => {
    const { container } = render(<SafeHtml html={article} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', 'https://example.com/spa');
    for (const link of Array.from(links)) {
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveAttribute('target', '_blank');
    }
  });

  it('prefixes hub ids so they cannot clobber the page or collide with its own ids', () => {
    expect(sanitizeHubHtml('<h2 id="location">Deck plan</h2>')).toBe('<h2 id="user-content-location">Deck plan</h2>');
  });

  it('keeps the text of a forbidden form but none of its controls', () => {
    const { container } = render(
      <SafeHtml html={'<form action="https://evil.example"><p>Card number</p><button type="submit">Pay</button></form>'} />,
    );
    expect(container.querySelector('form, button, input')).toBeNull();
    expect(container).toHaveTextContent('Card number');
  });
});
