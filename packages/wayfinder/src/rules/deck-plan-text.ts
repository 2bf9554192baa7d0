import type { CabinDeck } from '@companion/hub-client';
import type { Translate } from '@companion/shell';
import type { wayfinderMessages } from '../wayfinder-messages';

export type WayfinderTranslate = Translate<keyof (typeof wayfinderMessages)['en']>;

/** What the hub tells about a deck whose plan is shown (`PickableDeck` in the deck picker). */
export type DescribedDeck = {
  level: number;
  name?: string | null | undefined;
  isDevicePresent?: boolean | null | undefined;
  hasWayFinding?: boolean | null | undefined;
};

/**
 * The plan's text alternative: what a guest who cannot see the picture needs from it, as far as
 * the hub's data says — the deck and its name, what the hub's markers show (the destination, this
 * kiosk), and the cabin categories the plan paints in their colours. The rooms drawn into the
 * picture are not in the data (the hub sends the plan as one image), so they cannot be listed.
 */
export function deckPlanText(
  deck: DescribedDeck,
  t: WayfinderTranslate,
  context: { destinationName?: string | undefined; cabinCategories?: readonly CabinDeck[] | undefined } = {},
): string {
  const sentences = [deck.name ? t('deckPlanNamed', { level: deck.level, name: deck.name }) : t('deckPlan', { level: deck.level })];
  if (deck.hasWayFinding && context.destinationName) sentences.push(t('planMarksDestination', { destination: context.destinationName }));
  if (deck.isDevicePresent) sentences.push(t('planMarksYou'));
  const cabins = (context.cabinCategories ?? []).filter((category) => category.decks?.includes(deck.level));
  if (cabins.length > 0) sentences.push(t('planCabins', { categories: cabins.map((category) => category.cabinCategory).join(', ') }));
  return sentences.join(' ');
}
