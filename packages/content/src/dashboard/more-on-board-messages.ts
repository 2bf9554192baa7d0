import { defineMessages } from '@companion/shell';

/** Only the kiosk shows its services under a page: its words stay off the other apps' dashboard. */
export const moreOnBoardMessages = defineMessages({
  en: { moreOnBoard: 'More on board' },
  de: { moreOnBoard: 'Mehr an Bord' },
});
