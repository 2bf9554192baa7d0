import type { PdfBlob } from '@companion/hub-client';

export type PdfFilesProps = {
  /** The article's PDFs; the viewer shows one toggle button per file. */
  pdfs: readonly PdfBlob[];
};

/** Interim: the react-pdf viewer replaces this. */
export function PdfFiles({ pdfs }: PdfFilesProps) {
  return (
    <ul>
      {pdfs.map((pdf) => (
        <li key={pdf.id}>{pdf.name}</li>
      ))}
    </ul>
  );
}
