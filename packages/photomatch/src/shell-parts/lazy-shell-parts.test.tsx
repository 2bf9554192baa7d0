import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyPhotoBasketButton, LazyPhotoOfferBanner } from './lazy-shell-parts';

// What the slots would download: counted, so the test sees whether the code was fetched at all.
const device = vi.hoisted(() => ({ authenticated: false, loaded: [] as string[] }));

vi.mock('@companion/session', () => ({ useIsAuthenticated: () => device.authenticated }));
vi.mock('./PhotoBasketButton', () => {
  device.loaded.push('basket button');
  return { PhotoBasketButton: () => <p>{'basket button'}</p> };
});
vi.mock('./PhotoOfferBanner', () => {
  device.loaded.push('offer banner');
  return { PhotoOfferBanner: () => <p>{'offer banner'}</p> };
});

const slots = () => (
  <>
    <LazyPhotoBasketButton />
    <LazyPhotoOfferBanner />
  </>
);

describe('the photo slots every page shows (issue 20: nothing a first screen does not need)', () => {
  beforeEach(() => {
    device.authenticated = false;
  });

  it('fetch none of their code for a visitor without a login', async () => {
    const { container } = render(slots());
    // Any import the render started has finished before looking.
    await vi.dynamicImportSettled();
    expect(device.loaded).toEqual([]);
    expect(container).toBeEmptyDOMElement();
  });

  it('load both parts once a guest is logged in', async () => {
    device.authenticated = true;
    render(slots());
    expect(await screen.findByText('basket button')).toBeInTheDocument();
    expect(await screen.findByText('offer banner')).toBeInTheDocument();
    expect(device.loaded.sort()).toEqual(['basket button', 'offer banner']);
  });
});
