// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RatingProfile } from '@companion/hub-client';
import {
  conditionsRequired,
  missingItems,
  questionInputs,
  ratingAnswerOf,
  showMissing,
  sortedFields,
  sortedQuestions,
  unansweredInputs,
} from './rating-rules';

const profile: RatingProfile = {
  id: 1,
  title: 'Dinner',
  acceptTandC: true,
  fields: [
    { id: 2, title: 'Sitting', values: ['Early', 'Late'], sortOrder: 2 },
    { id: 1, title: 'Course', values: ['Starter', 'Dessert'], multipleChoice: true, sortOrder: 1 },
    { id: 3, title: 'Optional', values: ['A'], mandatory: false, sortOrder: 3 },
  ],
  questions: [
    { id: 12, question: 'Tell us', inputText: true, mandatory: true, sortOrder: 2 },
    { id: 11, question: 'Food', inputRating: true, mandatory: true, sortOrder: 1 },
    { id: 13, question: 'Name', inputTextSmall: true, sortOrder: 3 },
  ],
};

describe('rating rules', () => {
  it('orders fields and questions by sortOrder', () => {
    expect(sortedFields(profile).map((field) => field.id)).toEqual([1, 2, 3]);
    expect(sortedQuestions(profile).map((question) => question.id)).toEqual([11, 12, 13]);
  });

  it('makes a field mandatory unless it says false, a question only when it says true', () => {
    expect(missingItems(profile, { fields: {}, questions: {} })).toEqual(['field:1', 'field:2', 'question:11', 'question:12']);
  });

  it('needs stars for a rating question and non-blank text for a text question', () => {
    const draft = { fields: { '1': ['Starter'], '2': ['Late'] }, questions: { '11': { rating: 0 }, '12': { text: '   ' } } };
    expect(missingItems(profile, draft)).toEqual(['question:11', 'question:12']);
    expect(missingItems(profile, { ...draft, questions: { '11': { rating: 1 }, '12': { text: 'ok' } } })).toEqual([]);
  });

  it('tells the input by its flags', () => {
    expect(sortedQuestions(profile).map(questionInputs)).toEqual([
      { rating: true, text: undefined },
      { rating: false, text: 'long' },
      { rating: false, text: 'short' },
    ]);
  });

  // A hub profile that asks to "rate and comment" sets both flags; the comment box was dropped.
  describe('a question with both a rating and a text input', () => {
    const both = { id: 14, question: 'Rate and tell us why', inputRating: true, inputText: true, mandatory: true, sortOrder: 4 };
    const withBoth: RatingProfile = { ...profile, fields: [], questions: [both] };

    it('shows both inputs: stars and the long text box, or the short one', () => {
      expect(questionInputs(both)).toEqual({ rating: true, text: 'long' });
      expect(questionInputs({ ...both, inputText: false, inputTextSmall: true })).toEqual({ rating: true, text: 'short' });
    });

    it('needs both when mandatory: stars alone or text alone is still missing', () => {
      expect(missingItems(withBoth, { fields: {}, questions: { '14': { rating: 6 } } })).toEqual(['question:14']);
      expect(missingItems(withBoth, { fields: {}, questions: { '14': { text: 'Lovely' } } })).toEqual(['question:14']);
      expect(missingItems(withBoth, { fields: {}, questions: { '14': { rating: 6, text: ' ' } } })).toEqual(['question:14']);
      expect(missingItems(withBoth, { fields: {}, questions: { '14': { rating: 6, text: 'Lovely' } } })).toEqual([]);
    });

    it('says which of its inputs is still empty', () => {
      expect(unansweredInputs(both, { rating: 6 })).toEqual({ rating: false, text: true });
      expect(unansweredInputs(both, { text: 'Lovely' })).toEqual({ rating: true, text: false });
    });

    it('sends the text and the rating in one answer', () => {
      expect(ratingAnswerOf(withBoth, { fields: {}, questions: { '14': { rating: 6, text: ' Lovely ' } } }).answers).toEqual([
        { id: 14, text: 'Lovely', rating: 6 },
      ]);
    });

    it('sends what an optional one was given: the rating alone, or the text alone', () => {
      const optional: RatingProfile = { ...withBoth, questions: [{ ...both, mandatory: false }] };
      expect(missingItems(optional, { fields: {}, questions: {} })).toEqual([]);
      expect(ratingAnswerOf(optional, { fields: {}, questions: { '14': { rating: 3 } } }).answers).toEqual([{ id: 14, rating: 3 }]);
      expect(ratingAnswerOf(optional, { fields: {}, questions: { '14': { text: 'Hm' } } }).answers).toEqual([{ id: 14, text: 'Hm' }]);
    });
  });

  it('never sends text for a rating-only question, nor a rating for a text-only one', () => {
    const draft = { fields: {}, questions: { '11': { rating: 4, text: 'stray' }, '12': { rating: 4, text: 'Fine' } } };
    expect(ratingAnswerOf(profile, draft).answers).toEqual([
      { id: 11, rating: 4 },
      { id: 12, text: 'Fine' },
    ]);
  });

  it('keeps the short text box for a question that sets no input flag', () => {
    expect(questionInputs({ id: 15, question: 'Anything?' })).toEqual({ rating: false, text: 'short' });
  });

  it('asks for the conditions only when the profile requires them and there is text', () => {
    expect(conditionsRequired(profile, '<p>Terms</p>')).toBe(true);
    expect(conditionsRequired(profile, ' ')).toBe(false);
    expect(conditionsRequired({ ...profile, acceptTandC: false }, '<p>Terms</p>')).toBe(false);
  });

  it('highlights only after a press of Send', () => {
    expect(showMissing(0)).toBe(false);
    expect(showMissing(1)).toBe(true);
  });

  it('builds the payload: one entry per chosen value, answered questions only', () => {
    const draft = { fields: { '1': ['Starter', 'Dessert'], '2': ['Late'] }, questions: { '11': { rating: 7 }, '12': { text: ' Great ' } } };
    expect(ratingAnswerOf(profile, draft)).toEqual({
      id: 1,
      fields: [
        { id: 1, field: 'Course', value: 'Starter' },
        { id: 1, field: 'Course', value: 'Dessert' },
        { id: 2, field: 'Sitting', value: 'Late' },
      ],
      answers: [
        { id: 11, rating: 7 },
        { id: 12, text: 'Great' },
      ],
    });
  });
});
