import { describe, expect, it } from 'vitest';
import type { RatingProfile } from '@companion/hub-client';
import { conditionsRequired, missingItems, questionKind, ratingAnswerOf, showMissing, sortedFields, sortedQuestions } from './rating-rules';

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
    expect(sortedQuestions(profile).map(questionKind)).toEqual(['rating', 'text', 'shortText']);
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
