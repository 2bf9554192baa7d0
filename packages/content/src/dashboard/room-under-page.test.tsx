import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { servicesFitUnderPage, useServicesFitUnderPage } from './room-under-page';

describe('servicesFitUnderPage', () => {
  it('fills the room a short page leaves when it holds their least height', () => {
    expect(servicesFitUnderPage({ pageEnd: 700, screenEnd: 1840, least: 540 })).toBe(true);
  });

  it('follows a page that runs past the first screen', () => {
    expect(servicesFitUnderPage({ pageEnd: 2400, screenEnd: 1840, least: 540 })).toBe(true);
  });

  it('stays away where it would start on the screen and run under the footer', () => {
    expect(servicesFitUnderPage({ pageEnd: 1437, screenEnd: 1840, least: 540 })).toBe(false);
    expect(servicesFitUnderPage({ pageEnd: 1840, screenEnd: 1840, least: 540 })).toBe(false);
  });
});

function Services() {
  const element = useRef<HTMLElement>(null);
  const fits = useServicesFitUnderPage(element, '/my_account');
  return <nav ref={element} aria-label="Services" hidden={!fits} style={{ minHeight: '500px' }} />;
}

/** The frame's order: the page, the slot holding the services, the footer. */
function renderUnderPage(pageBottom: number) {
  const page = document.createElement('main');
  page.getBoundingClientRect = () => ({ bottom: pageBottom }) as DOMRect;
  const slot = document.createElement('div');
  document.body.append(page, slot, document.createElement('footer'));
  render(<Services />, { container: slot });
}

describe('useServicesFitUnderPage', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
  });

  it('shows the services under a page that leaves them room', () => {
    renderUnderPage(window.innerHeight - 600);
    expect(screen.getByRole('navigation', { name: 'Services' })).toBeVisible();
  });

  it('hides them under a page that leaves less than their least height', () => {
    renderUnderPage(window.innerHeight - 300);
    expect(screen.queryByRole('navigation', { name: 'Services' })).toBeNull();
  });

  it('hides them where their tiles need more than their least height and run under the footer', () => {
    // 600 px left, above the 500 px minimum, but the tiles take 700 and end under the footer.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return (this.tagName === 'NAV' ? { top: window.innerHeight - 600, bottom: window.innerHeight + 100, height: 700 } : {}) as DOMRect;
    });
    renderUnderPage(window.innerHeight - 600);
    expect(screen.queryByRole('navigation', { name: 'Services' })).toBeNull();
  });
});
