import { Fragment, Suspense, useCallback, useContext, useRef, useState } from 'react';
import { useMessages } from '@companion/shell';
import { AriaDisabledButton, ErrorState, Spinner } from '@companion/ui';
import { pdfMessages } from './pdf-messages';
import { PdfRendererContext } from './pdf-renderer';
import { useAvailableWidth } from './use-available-width';
import * as styles from './pdf.css';

type Progress = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; pageCount: number };

export type PdfViewerProps = { id: string; file: string; label: string; width: number };

/** One opened PDF: a page at a time with Previous and Next, and its loading and error states. */
export function PdfViewer({ id, file, label, width }: PdfViewerProps) {
  const t = useMessages(pdfMessages);
  const renderPdf = useContext(PdfRendererContext);
  const [progress, setProgress] = useState<Progress>({ state: 'loading' });
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const frame = useRef<HTMLDivElement>(null);
  // A phone narrower than the page gets the page drawn at its own width: sharp, and its text
  // layer stays over the right words.
  const available = useAvailableWidth(frame);
  const pageWidth = available ? Math.min(width, available) : width;

  const onLoaded = useCallback((pageCount: number) => setProgress({ state: 'ready', pageCount }), []);
  const onFailed = useCallback(() => setProgress({ state: 'failed' }), []);
  const retry = () => {
    setProgress({ state: 'loading' });
    setPage(1);
    setAttempt((count) => count + 1);
  };

  if (progress.state === 'failed') {
    return (
      <div id={id} className={styles.viewer}>
        <ErrorState title={t('failed')} retryLabel={t('retry')} onRetry={retry} />
      </div>
    );
  }

  const pageCount = progress.state === 'ready' ? progress.pageCount : 0;
  return (
    <div id={id} ref={frame} className={styles.viewer}>
      {progress.state === 'loading' ? <Spinner label={t('loading')} /> : null}
      <div className={styles.page} role="group" aria-label={t('pageImage', { name: label, page: String(page) })}>
        <Suspense fallback={null}>
          <Fragment key={attempt}>{renderPdf({ file, pageNumber: page, width: pageWidth, onLoaded, onFailed })}</Fragment>
        </Suspense>
      </div>
      {progress.state === 'ready' ? (
        <div className={styles.pager}>
          {/* aria-disabled at either end, not disabled: the button pressed to the last page keeps focus. */}
          <AriaDisabledButton onClick={() => setPage(page - 1)} disabled={page <= 1}>
            {t('previousPage')}
          </AriaDisabledButton>
          <p className={styles.status} role="status">
            {t('pageOf', { page: String(page), pages: String(pageCount) })}
          </p>
          <AriaDisabledButton onClick={() => setPage(page + 1)} disabled={page >= pageCount}>
            {t('nextPage')}
          </AriaDisabledButton>
        </div>
      ) : null}
    </div>
  );
}
