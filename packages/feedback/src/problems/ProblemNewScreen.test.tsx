import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answeringCall, areaState, failingCall, feedbackArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { focusedElement } from '@companion/test-harness';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { ProblemNewScreen } from './ProblemNewScreen';

afterEach(() => clearAuthentication());

const open = (options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/problem/new', () => <ProblemNewScreen />, { entry: '/problem/new', guest: 'smith', ...options });
const description = () => screen.getByRole('textbox', { name: 'Describe the problem' });

describe('reporting a problem', () => {
  it('offers the eight categories and shows the cabin read-only', async () => {
    await open();
    const category = await screen.findByRole('combobox', { name: 'Category' });
    expect(category.querySelectorAll('option')).toHaveLength(9);
    expect(screen.getByText('7012')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Cabin' })).toBeNull();
  });

  it('gives both spec messages when category and description are missing', async () => {
    const { demoState } = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Category is mandatory, please select it and resubmit.');
    expect(alert).toHaveTextContent('Problem description is mandatory, please add it and resubmit.');
    expect(areaState(demoState, feedbackArea).problemReports).toHaveLength(0);
  });

  // A screen-reader guest who tabs back to a field hears what is wrong with it, and only that.
  it('ties each message to its own field, keeps the counter, and unties it once fixed', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(category).toHaveAttribute('aria-invalid', 'true');
    expect(category).toHaveAccessibleDescription('Category is mandatory, please select it and resubmit.');
    expect(description()).toHaveAttribute('aria-invalid', 'true');
    expect(description()).toHaveAccessibleDescription('Problem description is mandatory, please add it and resubmit. 0 of 499 characters');
    await userEvent.selectOptions(category, 'Plumbing');
    expect(category).not.toHaveAttribute('aria-invalid');
    expect(category).toHaveAccessibleDescription('');
    await userEvent.type(description(), 'Leaking tap');
    expect(description()).not.toHaveAttribute('aria-invalid');
    expect(description()).toHaveAccessibleDescription('11 of 499 characters');
  });

  // The screen-reader audit: an empty Submit left focus on Submit, and pressing it again with the same
  // mistakes changed nothing, so nothing was said.
  it('moves focus to the first field in error on every failed press', async () => {
    await open();
    const submit = await screen.findByRole('button', { name: 'Submit' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    await userEvent.click(submit);
    expect(focusedElement()).toBe(category);
    await userEvent.click(submit);
    expect(focusedElement()).toBe(category);
    await userEvent.selectOptions(category, 'Plumbing');
    await userEvent.click(submit);
    expect(focusedElement()).toBe(description());
    expect(description()).toHaveAccessibleDescription('Problem description is mandatory, please add it and resubmit. 0 of 499 characters');
  });

  it('announces the messages a press brings up, and not again while the guest fixes the form', async () => {
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Category is mandatory, please select it and resubmit.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Plumbing');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Problem description is mandatory, please add it and resubmit.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('counts the description live and stops below 500 characters', async () => {
    await open();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Describe the problem' }), 'Leaking tap');
    expect(description()).toHaveAccessibleDescription('11 of 499 characters');
    expect(description()).toHaveAttribute('maxLength', '499');
  });

  it('submits once with the button disabled, then shows the problem number', async () => {
    const { demoState } = await open();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Plumbing');
    await userEvent.type(description(), 'The tap in the bathroom drips.');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
    expect(screen.getByText(/^Problem number: PR-\d+$/)).toBeInTheDocument();
    expect(areaState(demoState, feedbackArea).problemReports).toEqual([
      { description: 'The tap in the bathroom drips.', category: { id: 3 } },
    ]);
    expect(screen.getByRole('link', { name: 'Track your problems' })).toHaveAttribute('href', '/problem/tracking');
  });

  // aria-disabled, not disabled: a pressed button that disables itself drops focus to the page's body.
  it('turns the button off while submitting, keeping focus on it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await open({
      wrapFetch: (demoFetch) => async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.method === 'POST' && request.url.includes('problem/report')) await held;
        return demoFetch(request);
      },
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Noise');
    await userEvent.type(description(), 'Loud music.');
    const button = screen.getByRole('button', { name: 'Submit' });
    await userEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Submitting…' })).toHaveAttribute('aria-disabled', 'true');
    expect(focusedElement()).toBe(button);
    release();
    expect(await screen.findByText('Thank you, we have received your problem.')).toBeInTheDocument();
  });

  it('shows the spec’s error when the report fails, and lets the guest try again', async () => {
    await open({ overrides: [failingCall('post', '*/problem/report')] });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'Noise');
    await userEvent.type(description(), 'Loud music.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been an issue with submitting your problem, please try again');
    // Focus stays where the guest pressed, not on the page's body.
    expect(focusedElement()).toBe(screen.getByRole('button', { name: 'Submit' }));
    expect(description()).toHaveValue('Loud music.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
  });

  it('says so instead of showing a form when there are no categories', async () => {
    await open({ overrides: [answeringCall('get', '*/problem/categories', [])] });
    expect(await screen.findByText('Problems cannot be reported here at the moment. Please contact the reception.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  it('shows the load failure', async () => {
    await open({ overrides: [failingCall('get', '*/problem/categories')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('The problem form could not be loaded.');
  });
});
