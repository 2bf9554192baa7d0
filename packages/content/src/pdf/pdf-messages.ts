import { defineMessages } from '@companion/shell';

export const pdfMessages = defineMessages({
  en: {
    documents: 'Documents',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {page} of {pages}',
    loading: 'Loading the document',
    failed: 'This document could not be opened.',
    retry: 'Try again',
    pageImage: '{name}, page {page}',
  },
  de: {
    documents: 'Dokumente',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    pageOf: 'Seite {page} von {pages}',
    loading: 'Das Dokument wird geladen',
    failed: 'Dieses Dokument konnte nicht geöffnet werden.',
    retry: 'Erneut versuchen',
    pageImage: '{name}, Seite {page}',
  },
});
