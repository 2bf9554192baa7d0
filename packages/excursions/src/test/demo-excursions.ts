import { demoExcursions, type DemoExcursion } from '@companion/hub-sim';

/** The demo hub's excursion with this name, for tests that need its id or date. */
export function demoExcursion(name: string): DemoExcursion {
  const excursion = demoExcursions(new Date()).find((candidate) => candidate.name.defaultValue === name);
  if (!excursion) throw new Error(`The demo hub has no excursion named ${name}`);
  return excursion;
}

/** An ISO date (YYYY-MM-DD) as the list routes write it (DD-MM-YYYY). */
export const routeDate = (iso: string | null | undefined) => (iso ?? '').split('-').reverse().join('-');
