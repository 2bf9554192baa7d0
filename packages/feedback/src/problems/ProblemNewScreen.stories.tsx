import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { reportHubReachable, reportHubUnreachable } from '@companion/shell';
import { feedbackShell } from '../test/story-shell';
import { ProblemNewScreen } from './ProblemNewScreen';

const route = '/problem/new';
const meta = {
  title: 'feedback/ProblemNew',
  component: ProblemNewScreen,
  parameters: feedbackShell(route, { guest: 'smith' }),
} satisfies Meta<typeof ProblemNewScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'Category' })).toBeInTheDocument();
  },
};
/** Submit pressed on an empty form: both spec messages. */
export const Missing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Category is mandatory, please select it and resubmit.');
  },
};
/** Submit pressed with a category but no description: focus on the description, which its message describes. */
export const MissingDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Category' }), 'Plumbing');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const description = canvas.getByRole('textbox', { name: 'Describe the problem' });
    await expect(description).toHaveFocus();
    await expect(description).toHaveAccessibleDescription(/^Problem description is mandatory, please add it and resubmit\./);
  },
};
/** Sent: the received screen with the problem number. */
export const Received: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Category' }), 'Noise');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Describe the problem' }), 'Music from the deck above.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
    await expect(canvas.getByText(/^Problem number: PR-\d+$/)).toBeInTheDocument();
  },
};
/** The hub refused the report: the spec's error, the description kept. */
export const SubmitFailed: Story = {
  parameters: feedbackShell(route, { guest: 'smith', overrides: [failingCall('post', '*/problem/report')] }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Category' }), 'Noise');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Describe the problem' }), 'Music from the deck above.');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'There has been an issue with submitting your problem, please try again',
    );
    await expect(canvas.getByRole('textbox', { name: 'Describe the problem' })).toHaveValue('Music from the deck above.');
  },
};
/** No categories: nothing can be reported. */
export const Empty: Story = {
  parameters: feedbackShell(route, { guest: 'smith', overrides: [answeringCall('get', '*/problem/categories', [])] }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Problems cannot be reported here at the moment. Please contact the reception.'),
    ).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: feedbackShell(route, { guest: 'smith', overrides: [failingCall('get', '*/problem/categories')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The problem form could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: feedbackShell(route, { guest: 'smith', silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the problem form…');
  },
};
/** Sent while the hub cannot be reached: the report waits in the outbox (issue 20). */
export const WaitingToSend: Story = {
  beforeEach: () => () => reportHubReachable(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Category' }), 'Plumbing');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Describe the problem' }), 'The shower runs cold.');
    reportHubUnreachable();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Waiting to send — will be sent when you are back online');
  },
};
