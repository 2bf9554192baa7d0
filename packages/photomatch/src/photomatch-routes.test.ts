// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { photomatchRoutes } from './photomatch-routes';

// bookable-services §2 and platform.md §2.1: the photo pages, every one for a logged-in guest.
const specPaths = [
  '/photomatch/overview',
  '/photomatch/consent',
  '/photomatch/myphotos',
  '/photomatch/packages',
  '/photomatch/cart',
  '/photomatch/orderconfirmation',
  '/photomatch/orders',
  '/photomatch/orderDetail',
];

describe('the photo route table', () => {
  it('has exactly the spec’s photo pages', () => {
    expect(photomatchRoutes.map((route) => route.path).sort()).toEqual([...specPaths].sort());
  });
  it.each(specPaths)('%s needs a login', (path) => {
    expect(photomatchRoutes.find((route) => route.path === path)?.requiresLogin).toBe(true);
  });
  it.each(specPaths)('%s is loaded lazily', (path) => {
    expect(typeof photomatchRoutes.find((route) => route.path === path)?.load).toBe('function');
  });
});
