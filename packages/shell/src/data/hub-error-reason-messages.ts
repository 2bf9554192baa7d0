import { defineMessages } from '../i18n/define-messages';

/**
 * The causes of a failed hub call, as "There has been an error: {error}" ends. Their own
 * catalogue rather than in shellMessages, which is part of every app's first route (at its
 * budget): only the screens that name a cause load these.
 */
export const hubErrorReasonMessages = defineMessages({
  en: {
    network: "the ship's system could not be reached",
    timeout: "the ship's system did not answer in time",
    unreadable: "the ship's system sent an answer that could not be read",
    status: "the ship's system answered with error {status}",
  },
  de: {
    network: 'das System des Schiffs war nicht erreichbar',
    timeout: 'das System des Schiffs hat nicht rechtzeitig geantwortet',
    unreadable: 'das System des Schiffs hat eine Antwort geschickt, die nicht gelesen werden konnte',
    status: 'das System des Schiffs hat mit Fehler {status} geantwortet',
  },
});
