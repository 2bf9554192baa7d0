import { useState } from 'react';
import type { PdfBlob } from '@companion/hub-client';
import { useDeviceType, useMessages } from '@companion/shell';
import { Button } from '@companion/ui';
import { pdfPageWidth } from './page-width';
import { pdfLabel } from './pdf-label';
import { pdfMessages } from './pdf-messages';
import { PdfViewer } from './PdfViewer';
import { useWideScreen } from './use-wide-screen';
import * as styles from './pdf.css';

export type PdfFilesProps = {
  /** The article's PDFs; the viewer shows one toggle button per file. */
  pdfs: readonly PdfBlob[];
};

/** An article's PDFs: each file's button shows or hides its pages. */
export function PdfFiles({ pdfs }: PdfFilesProps) {
  const t = useMessages(pdfMessages);
  const width = pdfPageWidth(useDeviceType(), useWideScreen());
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = (key: string) =>
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  if (pdfs.length === 0) return null;
  return (
    <ul className={styles.files} aria-label={t('documents')}>
      {pdfs.map((pdf) => {
        const key = String(pdf.id);
        const open = shown.has(key);
        const viewerId = `pdf-${key}`;
        const label = pdfLabel(pdf.name);
        return (
          <li key={key}>
            <Button aria-expanded={open} aria-controls={open ? viewerId : undefined} onClick={() => toggle(key)}>
              {label}
            </Button>
            {pdf.description ? <p className={styles.description}>{pdf.description}</p> : null}
            {open ? <PdfViewer id={viewerId} file={pdf.url} label={label} width={width} /> : null}
          </li>
        );
      })}
    </ul>
  );
}
