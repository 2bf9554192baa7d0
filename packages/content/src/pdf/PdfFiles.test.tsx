import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeviceType, PdfBlob } from '@companion/hub-client';
import { focusedElement } from '@companion/test-harness';
import { renderScreen } from '../test/render-screen';
import { fakePdfRenderer } from './fake-pdf-renderer';
import type { PdfRenderer, PdfRendererProps } from './pdf-renderer';
import { PdfRendererContext } from './pdf-renderer';
import { PdfFiles } from './PdfFiles';

const brochure: PdfBlob = {
  id: 71,
  url: '/blobs/pdf-file/71',
  name: 'Spa Treatment Brochure 2026 - Aurora Star.pdf',
  description: 'All treatments',
};
const rules: PdfBlob = { id: 72, url: '/blobs/pdf-file/72', name: 'Thalasso pool rules.pdf', description: null };

function withRenderer(renderer: PdfRenderer, element: ReactElement) {
  return <PdfRendererContext.Provider value={renderer}>{element}</PdfRendererContext.Provider>;
}

async function show(pdfs: readonly PdfBlob[], renderer: PdfRenderer = fakePdfRenderer({ pageCount: 3 }), device: DeviceType = 'App') {
  await renderScreen(withRenderer(renderer, <PdfFiles pdfs={pdfs} />), { device });
  return userEvent.setup();
}

function stubScreenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === '(min-width: 1081px)',
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PdfFiles', () => {
  it('names each toggle by the file name without ".pdf", cut at 25 characters', async () => {
    await show([brochure, rules]);
    expect(screen.getByRole('button', { name: 'Spa Treatment Brochure 20' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thalasso pool rules' })).toBeInTheDocument();
  });

  it('shows nothing for an article without PDFs', async () => {
    await show([]);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('toggles each file shown or hidden on its own', async () => {
    const user = await show([brochure, rules]);
    const first = screen.getByRole('button', { name: 'Spa Treatment Brochure 20' });
    const second = screen.getByRole('button', { name: 'Thalasso pool rules' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('pdf-page')).not.toBeInTheDocument();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(1);
    expect(screen.getByTestId('pdf-page')).toHaveAttribute('data-file', '/blobs/pdf-file/71');

    await user.click(second);
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(2);

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(1);
    expect(screen.getByTestId('pdf-page')).toHaveAttribute('data-file', '/blobs/pdf-file/72');
  });

  it('pages forwards and back, with the buttons aria-disabled at the ends', async () => {
    const user = await show([brochure]);
    await user.click(screen.getByRole('button', { name: 'Spa Treatment Brochure 20' }));
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(previous).toHaveAttribute('aria-disabled', 'true');

    await user.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-page')).toHaveAttribute('data-page', '2');
    expect(previous).not.toHaveAttribute('aria-disabled');

    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');

    await user.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Spa Treatment Brochure 20, page 2' })).toBeInTheDocument();
  });

  it('has both buttons aria-disabled for a one-page document', async () => {
    const user = await show([rules], fakePdfRenderer({ pageCount: 1 }));
    await user.click(screen.getByRole('button', { name: 'Thalasso pool rules' }));
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  });

  // Keyboard audit: Enter on Next page up to the last page (and Previous to the first) dropped focus to the body.
  it('keeps focus on Next at the last page and Previous at the first, and ignores their presses there', async () => {
    const user = await show([brochure]);
    await user.click(screen.getByRole('button', { name: 'Spa Treatment Brochure 20' }));
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(focusedElement()).toBe(next);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(focusedElement()).toBe(next);

    previous.focus();
    await user.keyboard('{Enter}{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(focusedElement()).toBe(previous);
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-page')).toHaveAttribute('data-page', '1');
    expect(focusedElement()).toBe(previous);
  });

  it('says it is loading until the document has arrived, without paging buttons', async () => {
    const user = await show([brochure], fakePdfRenderer('never'));
    await user.click(screen.getByRole('button', { name: 'Spa Treatment Brochure 20' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the document');
    expect(screen.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('shows an error, not a crash, for a file that fails to load, and can try again', async () => {
    const failing = fakePdfRenderer('fails');
    const working = fakePdfRenderer({ pageCount: 2 });
    let mounts = 0;
    // The first attempt fails, the retry (a fresh mount) succeeds.
    function Flaky(props: PdfRendererProps) {
      const [render] = useState(() => (mounts++ === 0 ? failing : working));
      return render(props);
    }
    const flaky: PdfRenderer = (props) => <Flaky {...props} />;
    const user = await show([brochure, rules], flaky);
    await user.click(screen.getByRole('button', { name: 'Spa Treatment Brochure 20' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('This document could not be opened.');
    expect(screen.getByRole('button', { name: 'Thalasso pool rules' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  });

  it.each([
    ['App', false, 670],
    ['App', true, 856],
    ['Kiosk', true, 856],
    ['DigitalSignage', true, 590],
    ['DigitalSignage', false, 590],
  ] as const)('draws pages %s wide=%s at %i px', async (device, wide, width) => {
    stubScreenWidth(wide);
    const user = await show([brochure], fakePdfRenderer({ pageCount: 3 }), device);
    await user.click(screen.getByRole('button', { name: 'Spa Treatment Brochure 20' }));
    expect(screen.getByTestId('pdf-page')).toHaveAttribute('data-width', String(width));
  });
});
