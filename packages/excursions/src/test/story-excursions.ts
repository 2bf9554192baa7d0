import { expect, within } from 'storybook/test';
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

/**
 * The four states every list of one day's excursions has (ExcursionsByDate, ShoreDate): Naples
 * filled, a day without excursions, the list call failing, a hub that never answers. `base` is
 * the screen's address without the date.
 */
export const dayListStates = (base: string) => {
  const naples = `${base}/${routeDateOf(namedExcursion('Pompeii ruins').date)}`;
  return {
    naples,
    Filled: {
      parameters: { shell: { route: naples } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByRole('link', { name: 'Pompeii ruins' })).toBeInTheDocument();
      },
    },
    Empty: {
      parameters: { shell: { route: `${base}/01-01-2001` } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByText('There are no experiences on this day.')).toBeInTheDocument();
      },
    },
    Error: {
      parameters: { shell: { route: naples, overrides: [failingCall('get', '*/excursions/byDate')] } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The excursions could not be loaded.');
      },
    },
    Loading: {
      parameters: { shell: { route: naples, silentHub: true } },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading excursions');
      },
    },
  };
};
