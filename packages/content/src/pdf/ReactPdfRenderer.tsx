import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfRendererProps } from './pdf-renderer';
// The text layer lets screen readers read the page and guests select its text; its CSS ships
// in this lazy chunk only.
import 'react-pdf/dist/Page/TextLayer.css';

// Set in the module that renders Document (react-pdf's advice): the worker is an asset of our
// own bundle, served from our own host, never a CDN.
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * The product's PDF engine: react-pdf draws one page as a canvas with its text layer; the link
 * (annotation) layer stays off, so a PDF cannot bring links that run script.
 */
export function ReactPdfRenderer({ file, pageNumber, width, onLoaded, onFailed }: PdfRendererProps) {
  return (
    <Document
      file={file}
      loading={null}
      error={null}
      onLoadSuccess={(document) => onLoaded(document.numPages)}
      onLoadError={onFailed}
      onSourceError={onFailed}
    >
      <Page pageNumber={pageNumber} width={width} loading={null} error={null} renderAnnotationLayer={false} onRenderError={onFailed} />
    </Document>
  );
}
