// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CartElement } from '@companion/hub-client';
import { demoCartChanges } from '../test/demo-cart';
import { amendAddress, groupCart, needsPayment } from './group-cart';

const elements: CartElement[] = demoCartChanges.map((change, index) => ({ ...change, id: `c${index}`, price: change.price ?? 0 }));

describe('groupCart', () => {
  it('puts cruise excursions under their itinerary and resort excursions under their day, in date order', () => {
    const groups = groupCart([...elements].reverse());
    expect(groups.map((group) => [group.kind, group.date])).toEqual([
      ['itinerary', '2026-11-22'],
      ['resort', '2026-12-08'],
    ]);
    expect(groups[0]!.excursions.map((excursion) => excursion.excursionName)).toEqual(['Lisbon Old Town Walk', 'Madeira Levada Hike']);
  });

  it('sums an excursion’s guests to the cent', () => {
    const walk = groupCart([
      { ...elements[0]!, price: 0.1 },
      { ...elements[1]!, price: 0.2 },
    ])[0]!.excursions[0]!;
    expect(walk.price).toBe(0.3);
    expect(walk.passengers.map((passenger) => passenger.firstName)).toEqual(['Emily', 'Mary']);
  });

  it('links cruise excursions to amend with /1 and resort excursions with their date', () => {
    const [cruise, resort] = groupCart(elements);
    expect(amendAddress(cruise!.excursions[0]!)).toBe('/excursion/IT-1/LIS-01/1');
    expect(amendAddress(resort!.excursions[0]!)).toBe('/resorts/RES-PMI/PMI-3/2026-12-08');
  });
});

describe('needsPayment', () => {
  it('is true only when some excursion is paid at checkout', () => {
    expect(needsPayment(elements)).toBe(true);
    expect(needsPayment(elements.filter((element) => !element.requiresPayment))).toBe(false);
  });
});
