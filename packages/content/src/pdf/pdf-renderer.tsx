import { createContext, lazy, useEffect, type ComponentType, type ReactNode } from 'react';

/** What the viewer needs from a PDF engine: load `file`, draw one page, report the page count or a failure. */
export type PdfRendererProps = {
  file: string;
  pageNumber: number;
  width: number;
  onLoaded: (pageCount: number) => void;
  onFailed: () => void;
};

/** Draws a document; a render function so the engine can be swapped without making components in render. */
export type PdfRenderer = (props: PdfRendererProps) => ReactNode;

/** Stands in for the PDF engine when its chunk could not be loaded. */
function EngineMissing({ onFailed }: PdfRendererProps) {
  useEffect(() => onFailed(), [onFailed]);
  return null;
}

/**
 * react-pdf and pdf.js (about 120 kB gzip, plus a 290 kB worker) load only when a guest first
 * opens a PDF. A chunk that fails to arrive counts as a document that fails to open, so the
 * page never crashes.
 */
const ReactPdfRenderer = lazy<ComponentType<PdfRendererProps>>(() =>
  import('./ReactPdfRenderer').then(
    (module) => ({ default: module.ReactPdfRenderer }),
    () => ({ default: EngineMissing }),
  ),
);

/** Tests and stories swap the engine here; the product always uses react-pdf. */
export const PdfRendererContext = createContext<PdfRenderer>((props) => <ReactPdfRenderer {...props} />);
