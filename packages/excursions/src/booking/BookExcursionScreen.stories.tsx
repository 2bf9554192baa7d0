import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answeringCall, DEMO_REFUSED_EXCURSION_NAME, failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { namedExcursion, soldOutExcursion } from '../test/story-excursions';
import { BookExcursionScreen } from './BookExcursionScreen';

const at = (name: string) => `/onboard/bookexcursion/${namedExcursion(name).id}`;

const meta = {
  title: 'excursions/BookExcursion',
  component: BookExcursionScreen,
  decorators: [atPath('/onboard/bookexcursion/:id')],
  parameters: { shell: { guest: 'smith', route: at('Pompeii ruins') } },
} satisfies Meta<typeof BookExcursionScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const choose = async (canvasElement: HTMLElement, ...names: string[]) => {
  const canvas = within(canvasElement);
  for (const name of names) await userEvent.click(await canvas.findByRole('checkbox', { name }));
  return canvas;
};

/** The party, everyone free to go. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Lily Smith' })).toBeEnabled();
  },
};
/** A wine tasting: Lily is too young and has no price; the reasons sit beside her. */
export const GuestsRuledOut: Story = {
  parameters: { shell: { guest: 'smith', route: at('Tuscan wine tasting in Chianti') } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'Lily Smith' })).toBeDisabled();
  },
};
/** The first day of the cruise: the server rules out the whole party, so Book cannot be pressed. */
export const NobodyCanGo: Story = {
  parameters: { shell: { guest: 'smith', route: at('Sagrada Família and Gaudí highlights') } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No one on your booking can join/)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Book' })).toBeDisabled();
  },
};
/** Book pressed with nobody chosen and the terms not accepted. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('You need to select at least one passenger.');
  },
};
/**
 * Book pressed again after ticking a guest: the list, silent once the guest changes the form, says
 * only the terms now, and focus is on the terms box, which that message describes.
 */
export const ValidationErrorsAgain: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Book' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Emily Smith' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    const terms = canvas.getByRole('checkbox', { name: 'I agree to the Terms & Conditions' });
    await expect(terms).toHaveFocus();
    await expect(terms).toHaveAccessibleDescription('You need to agree to Terms & Conditions before booking.');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
/** Only a child chosen. */
export const ChildAlone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Lily Smith', 'I agree to the Terms & Conditions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('accompanied by an adult');
  },
};
/** One spot left and two guests chosen: Book is disabled. */
export const TooFewSpots: Story = {
  parameters: {
    shell: {
      guest: 'smith',
      route: at('Pompeii ruins'),
      overrides: [answeringCall('get', '*/excursions/availability/:id', { currentAvailability: 1 })],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Emily Smith', 'James Smith');
    await expect(canvas.getByRole('button', { name: 'Book' })).toBeDisabled();
  },
};
export const FullyBooked: Story = {
  parameters: { shell: { guest: 'smith', route: `/onboard/bookexcursion/${soldOutExcursion().id}` } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This excursion is fully booked.')).toBeInTheDocument();
  },
};
/** Booked: what, when, for whom and the total, with the reference. */
export const Booked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Emily Smith', 'I agree to the Terms & Conditions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText('Your excursion is booked.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Total price£79.00');
  },
};
/** The kids' outing rules out both Taylor adults, so Noah is booked alone. */
export const ChildOnlyExcursion: Story = {
  parameters: { shell: { guest: 'taylor', route: at('Kids’ pirate treasure hunt') } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Noah Taylor', 'I agree to the Terms & Conditions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText('Your excursion is booked.')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Noah Taylor');
  },
};
/** The provider refuses: the server's systemInformation is shown. */
export const Refused: Story = {
  parameters: { shell: { guest: 'smith', route: at(DEMO_REFUSED_EXCURSION_NAME) } },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Emily Smith', 'I agree to the Terms & Conditions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText(/could not confirm this booking/)).toBeInTheDocument();
  },
};
/** A server error after Book: the hub may have booked, so My bookings and a safe resend are offered. */
export const OutcomeUnknown: Story = {
  parameters: {
    shell: { guest: 'smith', route: at('Pompeii ruins'), overrides: [failingCall('post', '*/excursions/book/:id', 503)] },
  },
  play: async ({ canvasElement }) => {
    const canvas = await choose(canvasElement, 'Emily Smith', 'I agree to the Terms & Conditions');
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
    await expect(await canvas.findByText('We could not tell whether your booking went through.')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Send the booking again' })).toBeEnabled();
  },
};
export const NotAllowed: Story = {
  parameters: {
    shell: {
      guest: 'smith',
      route: at('Pompeii ruins'),
      overrides: [
        answeringCall('get', '*/conditions/allowed/Excursion', { allowed: false, message: 'Bookings close at 18:00 the day before.' }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('Bookings close at 18:00');
  },
};
/** Nobody in the party can go. */
export const Empty: Story = {
  parameters: {
    shell: { guest: 'smith', route: at('Pompeii ruins'), overrides: [answeringCall('get', '*/excursions/findApplicableGuests/:id', [])] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nobody in your party can be booked on this excursion.')).toBeInTheDocument();
  },
};
export const Error: Story = {
  parameters: {
    shell: { guest: 'smith', route: at('Pompeii ruins'), overrides: [failingCall('get', '*/excursions/findApplicableGuests/:id')] },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The booking could not be prepared.');
  },
};
export const Loading: Story = {
  parameters: { shell: { guest: 'smith', route: at('Pompeii ruins'), silentHub: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your party');
  },
};
