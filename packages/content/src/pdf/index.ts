// Interface agreed between the content screens and the PDF viewer; the viewer fills it in.
export { PdfFiles } from './PdfFiles';
export type { PdfFilesProps } from './PdfFiles';
