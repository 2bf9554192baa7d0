// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { DESCRIPTION_LIMIT, feedbackRoute, knownStatus, offersFeedback, problemMistakes } from './problem-rules';

describe('problem rules', () => {
  it('needs a category and a description', () => {
    expect(problemMistakes('', ' ')).toEqual(['categoryMandatory', 'descriptionMandatory']);
    expect(problemMistakes('2', 'Leaking tap')).toEqual([]);
  });

  it('caps the description below 500 characters', () => {
    expect(DESCRIPTION_LIMIT).toBe(499);
  });

  it('knows the three status values and leaves the rest as received', () => {
    expect(knownStatus('InvestigationRequired')).toBe('InvestigationRequired');
    expect(knownStatus('Closed')).toBeUndefined();
  });

  it('offers feedback only when resolved, with a solution and a configured path', () => {
    expect(offersFeedback({ status: 'Resolved', solution: 'Fixed' }, '/ratings/feedback/6')).toBe(true);
    expect(offersFeedback({ status: 'Resolved', solution: null }, '/ratings/feedback/6')).toBe(false);
    expect(offersFeedback({ status: 'InProgress', solution: 'Fixed' }, '/ratings/feedback/6')).toBe(false);
    expect(offersFeedback({ status: 'Resolved', solution: 'Fixed' }, null)).toBe(false);
  });

  it('opens the configured profile, given as a route or an id', () => {
    expect(feedbackRoute('/ratings/feedback/6')).toBe('/ratings/feedback/6');
    expect(feedbackRoute('6')).toBe('/ratings/feedback/6');
  });
});
