import { defineMessages } from './i18n/define-messages';

export const shellMessages = defineMessages({
  en: {
    serverConnectionError: 'Server Connection Error',
    configurationFetchFailed: 'Could not fetch configuration from Hub.',
    errorCode: 'code: {code} - {message}',
    home: 'Home',
    back: 'Back',
    mainNavigation: 'Main navigation',
    pageError: 'Something went wrong on this page.',
    reload: 'Reload',
  },
  de: {
    serverConnectionError: 'Serververbindungsfehler',
    configurationFetchFailed: 'Die Konfiguration konnte nicht vom Hub geladen werden.',
    errorCode: 'Code: {code} - {message}',
    home: 'Startseite',
    back: 'Zurück',
    mainNavigation: 'Hauptnavigation',
    pageError: 'Auf dieser Seite ist ein Fehler aufgetreten.',
    reload: 'Neu laden',
  },
});
