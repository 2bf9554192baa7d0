import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demoMusterParties, failingCall } from '@companion/hub-sim';
import { musterShell } from '../test/story-shell';
import { PassengerConfirmation } from './PassengerConfirmation';

/**
 * The safety video's last step, shown once the video was watched to the end (a story cannot
 * play the clip through: MusterVideo's stories show the steps before).
 */
const meta = {
  title: 'muster/PassengerConfirmation',
  component: PassengerConfirmation,
  args: {
    passengers: demoMusterParties['g-smith'] ?? [],
    conditions: '<p>I confirm that I have watched the safety briefing and know my muster station.</p>',
  },
  parameters: musterShell('/muster/video'),
} satisfies Meta<typeof PassengerConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

const confirmFor = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('checkbox', { name }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /accept the terms and conditions/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
};

/** Emily and Lily still to confirm; James watched already. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Emily Smith' })).not.toBeChecked();
    await expect(canvas.getByText('Already watched: James Smith')).toBeInTheDocument();
  },
};
/** Confirm pressed with nobody chosen and the conditions not accepted: both spec messages. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Confirm' }));
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Please select at least one passenger');
    await expect(alert).toHaveTextContent('Please read and accept terms and conditions');
  },
};
export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    await confirmFor(canvasElement, 'Lily Smith');
    await expect(await within(canvasElement).findByText('Thank you. The safety video is recorded as watched.')).toBeInTheDocument();
  },
};
export const SubmitFailed: Story = {
  parameters: musterShell('/muster/video', { overrides: [failingCall('post', '*/muster/passenger/updateVideoSeen')] }),
  play: async ({ canvasElement }) => {
    await confirmFor(canvasElement, 'Emily Smith');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'There has been an error with submitting your data. Please try again or seek help at the reception.',
    );
  },
};
/** The Taylors: nobody left to confirm. */
export const EveryoneWatched: Story = {
  args: { passengers: demoMusterParties['g-taylor'] ?? [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Everyone in your party has watched the safety video.')).toBeInTheDocument();
  },
};
