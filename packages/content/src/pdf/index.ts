// The PDF viewer: the content screens use only PdfFiles; react-pdf stays behind its lazy chunk.
export { PdfFiles } from './PdfFiles';
export type { PdfFilesProps } from './PdfFiles';
