import { defineMessages } from '@companion/shell';

export const contentMessages = defineMessages({
  en: {
    notFound: '404 - content not found.',
    goHome: 'Go to the start page',
    modules: 'Services on board',
    noModules: 'Nothing has been set up for this screen yet.',
    opensInNewWindow: '{title} (opens in a new window)',
  },
  de: {
    notFound: '404 - Inhalt nicht gefunden.',
    goHome: 'Zur Startseite',
    modules: 'Services an Bord',
    noModules: 'Für diesen Bildschirm wurde noch nichts eingerichtet.',
    opensInNewWindow: '{title} (öffnet in einem neuen Fenster)',
  },
});
