import { defineMessages } from '../i18n/define-messages';

/**
 * What the guest reads beside an action that needs the ship's hub (login, booking, an order)
 * while offline. Each says that nothing was sent and that nothing will be sent later: the guest
 * must not expect a booking or an order to go out by itself when the network returns.
 */
export const offlineActionMessages = defineMessages({
  en: {
    login: 'You are offline. Logging in needs a connection to the ship; nothing has been sent. Try again when you are back online.',
    booking: 'You are offline. Booking needs a connection to the ship; nothing has been sent. Try again when you are back online.',
    order: 'You are offline. Ordering needs a connection to the ship; nothing has been sent. Try again when you are back online.',
  },
  de: {
    login:
      'Sie sind offline. Für die Anmeldung ist eine Verbindung zum Schiff nötig; es wurde nichts gesendet. Versuchen Sie es erneut, wenn Sie wieder online sind.',
    booking:
      'Sie sind offline. Für die Buchung ist eine Verbindung zum Schiff nötig; es wurde nichts gesendet. Versuchen Sie es erneut, wenn Sie wieder online sind.',
    order:
      'Sie sind offline. Für die Bestellung ist eine Verbindung zum Schiff nötig; es wurde nichts gesendet. Versuchen Sie es erneut, wenn Sie wieder online sind.',
  },
});

export type OfflineAction = 'login' | 'booking' | 'order';
