import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { answeringCall, failingCall } from '@companion/hub-sim';
import { feedbackShell } from '../test/story-shell';
import { AllInOneScreen } from './AllInOneScreen';

const route = '/ratings/allinone';
const meta = {
  title: 'feedback/AllInOne',
  component: AllInOneScreen,
  parameters: feedbackShell(route),
} satisfies Meta<typeof AllInOneScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Your day on board' })).toBeInTheDocument();
  },
};
/** Yes to the pool deck opens its question. */
export const OneProfileChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pool = await canvas.findByRole('group', { name: 'Did you use Pool deck?' });
    await userEvent.click(within(pool).getByRole('radio', { name: 'Yes' }));
    await expect(canvas.getByRole('group', { name: 'How would you rate the pool deck?' })).toBeInTheDocument();
  },
};
export const Empty: Story = {
  parameters: feedbackShell(route, { overrides: [answeringCall('get', '*/ratings/profiles', [])] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('There is no all-in-one feedback at the moment.')).toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: feedbackShell(route, { overrides: [failingCall('get', '*/ratings/profiles')] }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent('The all-in-one feedback could not be loaded.');
  },
};
export const Loading: Story = {
  parameters: feedbackShell(route, { silentHub: true }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('Loading the all-in-one feedback…');
  },
};
