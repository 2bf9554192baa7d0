import { demoExcursions, failingCall } from '@companion/hub-sim';

/** Story addresses for the demo voyage's excursions (the demo's day 1 is always today). */
const all = demoExcursions(new Date());
const find = (test: (excursion: (typeof all)[number]) => boolean) => {
  const excursion = all.find(test);
  if (!excursion) throw new Error('the demo voyage lacks an excursion a story needs');
  return excursion;
};
export const namedExcursion = (name: string) => find((excursion) => excursion.name.defaultValue === name);
export const soldOutExcursion = () => find((excursion) => excursion.currentAvailability === 0);
export const routeDateOf = (iso: string | null | undefined) => (iso ?? '').split('-').reverse().join('-');
export { failingCall };
