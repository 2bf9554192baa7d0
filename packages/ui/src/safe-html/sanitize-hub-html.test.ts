import { describe, expect, it } from 'vitest';
import { sanitizeHubHtml } from './sanitize-hub-html';

describe('sanitizeHubHtml', () => {
  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">x</a>',
    '<form action="https://evil.example"><button>Pay</button></form>',
    '<iframe src="https://evil.example"></iframe>',
    '<svg onload=alert(1)>',
  ])('removes the harm from %s', (payload) => {
    const clean = sanitizeHubHtml(payload);
    expect(clean).not.toMatch(/<script|onerror|onload|javascript:|<form|<button|<iframe/i);
  });

  it('keeps formatting, links, images and tables, and makes links open safely', () => {
    const clean = sanitizeHubHtml(
      '<p><strong>Hi</strong> <a href="https://example.com">menu</a></p><img src="/a.jpg" alt="a"><table><tr><td>1</td></tr></table>',
    );
    expect(clean).toContain('<strong>Hi</strong>');
    expect(clean).toContain('rel="noopener noreferrer"');
    expect(clean).toContain('<img');
    expect(clean).toContain('<td>1</td>');
  });

  it('marks a picture without alt text as decoration and keeps an editor’s alt text', () => {
    expect(sanitizeHubHtml('<img src="/a.jpg">')).toBe('<img src="/a.jpg" alt="">');
    expect(sanitizeHubHtml('<img src="/a.jpg" alt="The pool deck">')).toContain('alt="The pool deck"');
  });
});
