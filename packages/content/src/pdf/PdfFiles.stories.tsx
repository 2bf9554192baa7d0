import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { PdfBlob } from '@companion/hub-client';
import { fakePdfRenderer } from './fake-pdf-renderer';
import { PdfRendererContext, type PdfRenderer } from './pdf-renderer';
import { PdfFiles } from './PdfFiles';

const pdfs: PdfBlob[] = [
  { id: 71, url: '/blobs/pdf-file/71', name: 'Spa Treatment Brochure 2026 - Aurora Star.pdf', description: 'All treatments and prices' },
  { id: 72, url: '/blobs/pdf-file/72', name: 'Thalasso pool rules.pdf', description: 'Please read before your visit' },
];

/** Stories draw pages with a stand-in engine so every state is reachable; chromium e2e uses react-pdf itself. */
const withEngine = (engine: PdfRenderer): Decorator[] => [
  (Story) => (
    <PdfRendererContext.Provider value={engine}>
      <Story />
    </PdfRendererContext.Provider>
  ),
];

const openFirst = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Spa Treatment Brochure 20' }));
  return canvas;
};

const meta = {
  title: 'content/PdfFiles',
  component: PdfFiles,
  args: { pdfs },
  decorators: withEngine(fakePdfRenderer({ pageCount: 4 })),
} satisfies Meta<typeof PdfFiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every file closed: one toggle per file, named without ".pdf" and cut at 25 characters. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Thalasso pool rules' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(canvas.getByText('Page 1 of 4')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LastPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    for (let page = 1; page < 4; page += 1) await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 4 of 4')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const BothOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Thalasso pool rules' }));
    await expect(canvas.getAllByText('Page 1 of 4')).toHaveLength(2);
  },
};

export const Loading: Story = {
  decorators: withEngine(fakePdfRenderer('never')),
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the document');
  },
};

export const Error: Story = {
  decorators: withEngine(fakePdfRenderer('fails')),
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This document could not be opened.');
  },
};

/** Signage draws narrower pages (590 px). */
export const Signage: Story = {
  globals: { device: 'DigitalSignage' },
  play: async ({ canvasElement }) => {
    const canvas = await openFirst(canvasElement);
    await expect(canvas.getByTestId('pdf-page')).toHaveAttribute('data-width', '590');
  },
};

/** Empty: an article without files shows no file list. */
export const Empty: Story = {
  args: { pdfs: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
