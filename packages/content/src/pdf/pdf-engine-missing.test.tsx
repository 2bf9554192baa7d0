import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test/render-screen';
import { PdfFiles } from './PdfFiles';

// The lazily loaded react-pdf chunk does not arrive (offline, a deploy removed it).
vi.mock('./ReactPdfRenderer', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('PdfFiles without its PDF engine', () => {
  it('shows the error state instead of crashing the article', async () => {
    await renderScreen(<PdfFiles pdfs={[{ id: 71, url: '/blobs/pdf-file/71', name: 'Menu.pdf', description: null }]} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This document could not be opened.');
    expect(screen.getByRole('button', { name: 'Menu' })).toBeInTheDocument();
  });
});
