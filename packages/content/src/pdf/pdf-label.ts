/** Longest toggle label; longer file names are cut so buttons stay one line on a kiosk. */
export const PDF_LABEL_MAX = 25;

/** The toggle label of a PDF: its file name without ".pdf", cut at 25 characters. */
export function pdfLabel(name: string): string {
  return name
    .replace(/\.pdf$/i, '')
    .trim()
    .slice(0, PDF_LABEL_MAX)
    .trimEnd();
}
