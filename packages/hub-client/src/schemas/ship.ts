import * as z from 'zod/mini';
import { optionalText } from './hub-fields';

/** One line of the technical data ("Gross tonnage", "92,000 GT"). */
export const technicalFactSchema = z.object({ label: z.string(), value: z.string() });
export type TechnicalFact = z.infer<typeof technicalFactSchema>;

/** A cabin category with its colour on the deck plans, the decks it is on and its code. */
export const cabinDeckSchema = z.object({
  cabinCategory: z.string(),
  /** A CSS colour: the category's colour on the deck plans. */
  colours: z.string(),
  cabinCode: z.string(),
  /** Assumption: the deck levels where the category's cabins are. */
  decks: z.nullish(z.array(z.number())),
});
export type CabinDeck = z.infer<typeof cabinDeckSchema>;

/** bookable-services.md §3 "Ship content" (GET ships/content); see docs/hub-contract.md "Ship". */
export const shipContentSchema = z.object({
  shipCode: optionalText,
  shipName: z.string(),
  /** Editor's HTML. */
  description: optionalText,
  /** The two columns of the technical data, left then right. */
  technicalData: z.nullish(z.object({ left: z.array(technicalFactSchema), right: z.array(technicalFactSchema) })),
  cabin: z.nullish(
    z.object({
      title: optionalText,
      description: optionalText,
      cabinDeck: z.nullish(z.array(cabinDeckSchema)),
    }),
  ),
  /** Assumption: the plain deck plans (no markers), highest deck first or in any order. */
  deckPlans: z.nullish(z.array(z.object({ level: z.number(), name: optionalText, map: z.string() }))),
});
export type ShipContent = z.infer<typeof shipContentSchema>;
