import { useEffect } from 'react';
import type { PdfRenderer, PdfRendererProps } from './pdf-renderer';

/**
 * Stand-ins for react-pdf in unit tests and stories (jsdom has no canvas or workers): the
 * document "loads" with `pageCount` pages, never loads, or fails; the real engine is proven in
 * the chromium end-to-end test.
 */
export function fakePdfRenderer(outcome: { pageCount: number } | 'never' | 'fails'): PdfRenderer {
  function FakePdfRenderer({ file, pageNumber, width, onLoaded, onFailed }: PdfRendererProps) {
    useEffect(() => {
      if (outcome === 'fails') onFailed();
      else if (outcome !== 'never') onLoaded(outcome.pageCount);
    }, [onLoaded, onFailed]);
    return <div data-testid="pdf-page" data-file={file} data-page={pageNumber} data-width={width} style={{ width, height: width * 1.3 }} />;
  }
  return (props) => <FakePdfRenderer {...props} />;
}
