import { defineMessages } from '../../i18n/define-messages';

/**
 * The "open on your phone" dialog's text. Its own catalogue, loaded with the dialog, rather than
 * in shellMessages: that one is part of every app's first route, which is at its budget, and
 * only a shared screen ever shows this dialog. Close comes from shellMessages.
 */
export const openOnPhoneMessages = defineMessages({
  en: {
    title: 'Open on your phone',
    hint: 'Scan the code with your phone’s camera to open this page there.',
    qrCodeOf: 'QR code for {name}',
  },
  de: {
    title: 'Auf dem Handy öffnen',
    hint: 'Scannen Sie den Code mit der Kamera Ihres Handys, um die Seite dort zu öffnen.',
    qrCodeOf: 'QR-Code für {name}',
  },
});
