import * as z from 'zod/mini';
import { rewriteImageHost } from '../image-address';
import { hubIdSchema, optionalText } from './hub-fields';

/** platform.md §3 "Blobs": the files attached to an article. */
export const pdfBlobSchema = z.object({ id: hubIdSchema, url: z.string(), name: z.string(), description: optionalText });
export type PdfBlob = z.infer<typeof pdfBlobSchema>;
export const pdfBlobsSchema = z.array(pdfBlobSchema);

export const audioBlobSchema = z.object({ id: hubIdSchema, url: z.string(), name: z.string() });
export type AudioBlob = z.infer<typeof audioBlobSchema>;
export const audioBlobsSchema = z.array(audioBlobSchema);

/** `urlFrontend` is the address the browser plays. */
export const videoBlobSchema = z.object({ id: hubIdSchema, urlFrontend: z.string(), description: optionalText });
export type VideoBlob = z.infer<typeof videoBlobSchema>;
export const videoBlobsSchema = z.array(videoBlobSchema);

/** Gallery images, each on the host that serves it (platform.md §9: a `go.` host is served from `app.`). */
export const imageBlobSchema = z.object({ url: z.pipe(z.string(), z.transform(rewriteImageHost)) });
export type ImageBlob = z.infer<typeof imageBlobSchema>;
export const imageBlobsSchema = z.array(imageBlobSchema);
