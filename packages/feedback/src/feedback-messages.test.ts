// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { translate } from '@companion/shell';
import { feedbackMessages } from './feedback-messages';

describe('the feedback catalogue', () => {
  it('has a German text for every English key, none empty', () => {
    expect(Object.keys(feedbackMessages.de).sort()).toEqual(Object.keys(feedbackMessages.en).sort());
    for (const message of [...Object.values(feedbackMessages.en), ...Object.values(feedbackMessages.de)])
      for (const text of typeof message === 'string' ? [message] : Object.values(message)) expect(text.trim()).not.toBe('');
  });

  it.each([
    ['en', 'stars', 1, '1 star'],
    ['en', 'stars', 10, '10 stars'],
    ['de', 'stars', 1, '1 Stern'],
    ['de', 'fixMissing', 2, 'Bitte ergänzen Sie noch 2 Antworten.'],
  ] as const)('%s %s with %i reads "%s"', (language, key, count, expected) => {
    expect(translate(feedbackMessages, language, key, { count })).toBe(expected);
  });

  it('keeps the spec’s texts word for word', () => {
    const { en } = feedbackMessages;
    expect(en.mandatory_answer).toBe('This field is mandatory');
    expect(en.textLimit).toBe('250 characters limit');
    expect(en.feedback_termsandconditions_must_be_accepted).toBe('Please accept the terms and conditions in order to submit the data.');
    expect(en.feedback_error_message).toBe('The feedback cannot be completed, please contact the relevant team');
    expect(en.categoryMandatory).toBe('Category is mandatory, please select it and resubmit.');
    expect(en.descriptionMandatory).toBe('Problem description is mandatory, please add it and resubmit.');
    expect(en.problemFailed).toBe('There has been an issue with submitting your problem, please try again');
    expect([en.InProgress, en.InvestigationRequired, en.Resolved, en.leaveFeedback]).toEqual([
      'In Progress',
      'Investigation is required',
      'Resolved',
      'Leave Feedback',
    ]);
  });
});
