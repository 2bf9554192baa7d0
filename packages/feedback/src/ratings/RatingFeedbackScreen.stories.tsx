import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingCall } from '@companion/hub-sim';
import { atPath } from '@companion/screen-harness';
import { feedbackShell } from '../test/story-shell';
import { RatingFeedbackScreen } from './RatingFeedbackScreen';

const meta = {
  title: 'feedback/RatingFeedback',
  component: RatingFeedbackScreen,
  decorators: [atPath('/ratings/feedback/:id')],
  parameters: feedbackShell('/ratings/feedback/1'),
} satisfies Meta<typeof RatingFeedbackScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Choice fields, stars and free text, nothing highlighted yet. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'How would you rate the food?' })).toBeInTheDocument();
    await expect(canvas.queryByText('This field is mandatory')).toBeNull();
  },
};
/** Send pressed with nothing filled in: every mandatory item is highlighted. */
export const MissingAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send feedback' }));
    await expect(canvas.getAllByText('This field is mandatory')).toHaveLength(4);
  },
};
/** A profile that asks for the conditions. */
export const WithConditions: Story = {
  parameters: feedbackShell('/ratings/feedback/3'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: feedbackShell('/ratings/feedback/1', { overrides: [failingCall('get', '*/ratings/profiles/:id')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('This feedback form could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: feedbackShell('/ratings/feedback/1', { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the feedback form…');
  },
};
