// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Module } from '@companion/hub-client';
import { moduleLink } from './module-link';

const module = (fields: Partial<Module>): Module => ({ id: 1, label: 'Module', ...fields });

describe('moduleLink', () => {
  it('opens a web address outside the app', () => {
    expect(moduleLink(module({ externalUrl: 'https://www.example.com/shop' }))).toEqual({
      kind: 'external',
      href: 'https://www.example.com/shop',
    });
  });

  it('opens its route in the app when it has no external address', () => {
    expect(moduleLink(module({ url: 'content/overview' }))).toEqual({ kind: 'internal', to: '/content/overview' });
  });

  // A hub value is not trusted as a link: script and inline documents never reach an href.
  it.each(['javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='])(
    'ignores the unsafe external address %s and falls back to the route',
    (externalUrl) => {
      expect(moduleLink(module({ externalUrl, url: '/games/overview' }))).toEqual({ kind: 'internal', to: '/games/overview' });
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'is no link at all for the unsafe address %s without a route',
    (externalUrl) => {
      expect(moduleLink(module({ externalUrl }))).toEqual({ kind: 'none' });
    },
  );
});
