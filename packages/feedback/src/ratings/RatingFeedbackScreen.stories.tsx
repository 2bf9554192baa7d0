import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
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
/** A question with stars and a comment box together; Send with stars only asks for the comment. */
export const RatingAndComment: Story = {
  parameters: feedbackShell('/ratings/feedback/6'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = await canvas.findByRole('group', { name: 'How satisfied are you with the solution?' });
    await userEvent.click(within(question).getByRole('radio', { name: '8 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(within(question).getByRole('textbox', { name: 'Your comment' })).toHaveAttribute('aria-invalid', 'true');
  },
};
/** A profile that asks for the conditions. */
export const WithConditions: Story = {
  parameters: feedbackShell('/ratings/feedback/3'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('checkbox', { name: 'I accept the terms and conditions' })).toBeInTheDocument();
  },
};
/** Cabin profile answered and sent: the thank-you. */
export const Saved: Story = {
  parameters: feedbackShell('/ratings/feedback/2'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Balcony' }));
    await userEvent.click(within(canvas.getByRole('group', { name: 'How clean was your cabin?' })).getByRole('radio', { name: '9 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Thank you for your feedback!')).toBeInTheDocument();
  },
};
/** The hub answered failed: true: feedback_error_message, every answer kept, "Send again". */
export const SendFailed: Story = {
  parameters: feedbackShell('/ratings/feedback/2', { overrides: [answeringCall('post', '*/ratings/answer', { failed: true })] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Balcony' }));
    await userEvent.click(within(canvas.getByRole('group', { name: 'How clean was your cabin?' })).getByRole('radio', { name: '9 stars' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The feedback cannot be completed, please contact the relevant team');
    await expect(canvas.getByRole('radio', { name: 'Balcony' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled();
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
