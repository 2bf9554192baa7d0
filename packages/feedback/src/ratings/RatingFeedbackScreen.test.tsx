import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { areaState, failingCall, feedbackArea } from '@companion/hub-sim';
import { clearAuthentication } from '@companion/session';
import { renderFeedbackScreen, type RenderFeedbackOptions } from '../test/render-feedback-screen';
import { RatingFeedbackScreen } from './RatingFeedbackScreen';

afterEach(() => clearAuthentication());

const open = (id: number, options: Omit<RenderFeedbackOptions, 'entry'> = {}) =>
  renderFeedbackScreen('/ratings/feedback/:id', () => <RatingFeedbackScreen />, { entry: `/ratings/feedback/${id}`, ...options });

const send = () => userEvent.click(screen.getByRole('button', { name: /Send/ }));
const star = (question: string, stars: number) =>
  userEvent.click(
    within(screen.getByRole('group', { name: question })).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }),
  );
const fillDinner = async () => {
  await userEvent.click(screen.getByRole('checkbox', { name: 'Dessert' }));
  await userEvent.click(screen.getByRole('radio', { name: 'Late sitting (20:30)' }));
  await star('How would you rate the food?', 9);
  await star('How would you rate the service?', 10);
};
const answersOf = (demoState: Parameters<typeof areaState>[0]) => areaState(demoState, feedbackArea).ratingAnswers;

describe('a feedback profile', () => {
  it('shows fields then questions, each in sortOrder, marking the optional ones', async () => {
    await open(1);
    expect(await screen.findByRole('heading', { name: 'Dinner in the Aurora Restaurant' })).toBeInTheDocument();
    const groups = screen.getAllByRole('group').filter((group) => group.tagName === 'FIELDSET' && group.querySelector(':scope > legend'));
    expect(groups.map((group) => group.querySelector(':scope > legend')?.textContent?.trim())).toEqual([
      'Which course did you enjoy most?',
      'Which sitting did you dine at?',
      'How would you rate the food?',
      'How would you rate the service?',
    ]);
    expect(screen.getByRole('textbox', { name: 'Anything you would like to tell the head chef? (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Starter' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Open dining' })).toBeInTheDocument();
  });

  it('offers 1 to 10 stars', async () => {
    await open(1);
    const stars = within(await screen.findByRole('group', { name: 'How would you rate the food?' })).getAllByRole('radio');
    expect(stars.map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 star',
      ...Array.from({ length: 9 }, (_, index) => `${index + 2} stars`),
    ]);
  });

  it('says "250 characters limit" under free text and takes no more', async () => {
    await open(1);
    const text = await screen.findByRole('textbox', { name: /head chef/ });
    expect(text).toHaveAccessibleDescription('250 characters limit');
    expect(text).toHaveAttribute('maxLength', '250');
  });

  it('answers a short-text question in a one-line field, without the long-text hint', async () => {
    await open(2);
    const short = await screen.findByRole('textbox', { name: 'Your cabin steward’s name, if you know it (optional)' });
    expect(short.tagName).toBe('INPUT');
    expect(short).toHaveAttribute('maxLength', '250');
    expect(screen.queryByText('250 characters limit')).toBeNull();
  });

  it('highlights nothing before Send is pressed, then every missing mandatory item, and sends nothing', async () => {
    const { demoState } = await open(1);
    await screen.findByRole('heading', { name: 'Dinner in the Aurora Restaurant' });
    expect(screen.queryByText('This field is mandatory')).toBeNull();
    await send();
    expect(screen.getAllByText('This field is mandatory')).toHaveLength(4);
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete 4 more answers.');
    expect(screen.getByRole('group', { name: 'How would you rate the food?' })).toHaveAccessibleDescription('This field is mandatory');
    await fillDinner();
    expect(screen.queryByText('This field is mandatory')).toBeNull();
    expect(answersOf(demoState)).toHaveLength(0);
  });

  it('accepts a field that says mandatory false left empty', async () => {
    const { demoState } = await open(3);
    await userEvent.click(await screen.findByRole('radio', { name: 'Naples' }));
    await star('How would you rate your guide?', 8);
    await userEvent.type(screen.getByRole('textbox', { name: 'What was the highlight of the day?' }), 'Pompeii');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    await send();
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(answersOf(demoState)).toHaveLength(1);
  });

  it('asks for the conditions when the profile requires acceptance', async () => {
    await open(3);
    await userEvent.click(await screen.findByText('Terms and conditions'));
    expect(screen.getByText(/stored with your cabin number/)).toBeVisible();
    await send();
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms and conditions in order to submit the data.');
  });

  it('sends once however often Send is pressed, text URL-encoded, and thanks the guest', async () => {
    const { demoState } = await open(1);
    await screen.findByRole('heading', { name: 'Dinner in the Aurora Restaurant' });
    await fillDinner();
    await userEvent.type(screen.getByRole('textbox', { name: /head chef/ }), 'More truffle & less salt');
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(answersOf(demoState)).toEqual([
      {
        id: 1,
        fields: [
          { id: 11, field: 'Which course did you enjoy most?', value: 'Dessert' },
          { id: 12, field: 'Which sitting did you dine at?', value: 'Late sitting (20:30)' },
        ],
        answers: [
          { id: 101, rating: 9 },
          { id: 102, rating: 10 },
          { id: 103, text: 'More%20truffle%20%26%20less%20salt' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to all feedback forms' })).toHaveAttribute('href', '/ratings/overview');
  });

  it('disables the inputs while sending', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await open(1, {
      wrapFetch: (demoFetch) => async (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('ratings/answer')) await held;
        return demoFetch(input, init);
      },
    });
    await screen.findByRole('heading', { name: 'Dinner in the Aurora Restaurant' });
    await fillDinner();
    await send();
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Starter' })).toBeDisabled();
    release();
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
  });

  it('shows the error on failed: true and sends again with every answer kept', async () => {
    const { demoState } = await open(1, { seed: (state) => void (areaState(state, feedbackArea).failRatingAnswer = true) });
    await screen.findByRole('heading', { name: 'Dinner in the Aurora Restaurant' });
    await fillDinner();
    await send();
    expect(await screen.findByText('The feedback cannot be completed, please contact the relevant team')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Dessert' })).toBeChecked();
    expect(
      within(screen.getByRole('group', { name: 'How would you rate the food?' })).getByRole('radio', { name: '9 stars' }),
    ).toBeChecked();
    areaState(demoState, feedbackArea).failRatingAnswer = false;
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    expect(answersOf(demoState)).toHaveLength(2);
  });

  // media §3/§5: one answer carries text and rating; a question with both flags lost its text box.
  describe('a question with stars and a comment (the demo hub’s profile 6)', () => {
    const question = 'How satisfied are you with the solution?';
    const comment = () => within(screen.getByRole('group', { name: question })).getByRole('textbox', { name: 'Your comment' });

    it('shows the stars and the comment box, with its 250 characters limit', async () => {
      await open(6);
      const group = await screen.findByRole('group', { name: question });
      expect(within(group).getAllByRole('radio')).toHaveLength(10);
      expect(comment()).toHaveAccessibleDescription('250 characters limit');
      expect(comment()).toHaveAttribute('maxLength', '250');
    });

    it('asks for the comment when only stars were given, marking the box, and sends nothing', async () => {
      const { demoState } = await open(6);
      await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
      await star(question, 8);
      await send();
      expect(screen.getByRole('group', { name: question })).toHaveAccessibleDescription('This field is mandatory');
      expect(comment()).toHaveAttribute('aria-invalid', 'true');
      expect(answersOf(demoState)).toHaveLength(0);
    });

    it('asks for the stars when only the comment was given', async () => {
      await open(6);
      await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
      await userEvent.type(comment(), 'Quick fix');
      await send();
      expect(screen.getByRole('group', { name: question })).toHaveAccessibleDescription('This field is mandatory');
      expect(comment()).not.toHaveAttribute('aria-invalid');
    });

    it('keeps the comment when the stars are given after it, and sends both in one answer', async () => {
      const { demoState } = await open(6);
      await userEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
      await userEvent.type(comment(), 'Fixed within the hour & friendly');
      await star(question, 9);
      expect(comment()).toHaveValue('Fixed within the hour & friendly');
      await send();
      expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
      expect(answersOf(demoState)).toEqual([
        {
          id: 6,
          fields: [{ id: 61, field: 'Was your problem solved?', value: 'Yes' }],
          answers: [{ id: 601, text: 'Fixed%20within%20the%20hour%20%26%20friendly', rating: 9 }],
        },
      ]);
    });
  });

  it('shows the load failure with a retry', async () => {
    await open(1, { overrides: [failingCall('get', '*/ratings/profiles/:id')] });
    expect(await screen.findByRole('alert')).toHaveTextContent('This feedback form could not be loaded.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  });
});
