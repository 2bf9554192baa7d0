import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DEMO_UNKNOWN_CABIN, demoGuests, failingCall } from '@companion/hub-sim';
import { CabinFinder } from './CabinFinder';

const meta = { title: 'wayfinder/CabinFinder', component: CabinFinder, globals: { device: 'Kiosk' } } satisfies Meta<typeof CabinFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

const press = async (canvasElement: HTMLElement, digits: string) => {
  const canvas = within(canvasElement);
  for (const digit of digits) await userEvent.click(canvas.getByRole('button', { name: digit }));
  return canvas;
};

/** Each bound of the digit rule (media-and-guest-services.md §5): the count typed, and whether Search is on. */
const bound = (digits: string, searchEnabled: boolean, theme?: string): Story => ({
  ...(theme ? { globals: { device: 'Kiosk', theme } } : {}),
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, digits);
    await expect(canvas.getByRole('textbox', { name: 'Cabin number' })).toHaveValue(digits.slice(0, 6));
    const search = canvas.getByRole('button', { name: 'Search' });
    if (searchEnabled) await expect(search).toBeEnabled();
    else await expect(search).toBeDisabled();
  },
});

/** Before any search: the keypad and what to do. */
export const Start: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Type a cabin number on the keypad and press Search to see its deck.')).toBeInTheDocument();
    await expect(canvas.getByText('Cabin numbers have 4 to 5 digits.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeDisabled();
  },
};

/** Default bounds (over 3, under 6): 3 digits are at the minimum, Search stays off. */
export const DefaultMinimumThreeDigits = bound('701', false);
/** Default bounds: 4 digits, the fewest that search. */
export const DefaultFourDigits = bound('7012', true);
/** Default bounds: 5 digits, the most that search. */
export const DefaultFiveDigits = bound('10044', true);
/** Default bounds: 6 digits are at the maximum, Search off; a seventh key press is ignored. */
export const DefaultMaximumSixDigits = bound('1234567', false);

/** A theme with bounds 2 and 4 (Rhine): 2 digits are at its minimum. */
export const ThemeMinimumTwoDigits = bound('12', false, 'rhine');
/** A theme with bounds 2 and 4: 3 digits, the only count that searches. */
export const ThemeThreeDigits = bound('123', true, 'rhine');
/** A theme with bounds 2 and 4: 4 digits are at its maximum. */
export const ThemeMaximumFourDigits = bound('1234', false, 'rhine');

export const Found: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, demoGuests.jones.cabin);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('Cabin 8120 is on deck 8.')).toBeInTheDocument();
    await expect(canvas.getByText('You are on deck 5.')).toBeInTheDocument();
  },
};

/** The empty answer: the ship has no such cabin. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, DEMO_UNKNOWN_CABIN);
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The cabin could not be found, please search for another cabin')).toBeInTheDocument();
  },
};

/** The hub takes its time: the search is under way. */
export const Searching: Story = {
  parameters: { shell: { silentHub: true } },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '7012');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Looking for cabin 7012…');
  },
};

export const SearchFailed: Story = {
  parameters: { shell: { overrides: [failingCall('get', '*/cabinfinder/topview/:cabin')] } },
  play: async ({ canvasElement }) => {
    const canvas = await press(canvasElement, '7012');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(await canvas.findByText('The cabin search failed.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  },
};
