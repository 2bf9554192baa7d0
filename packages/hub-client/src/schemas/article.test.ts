// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { articleSchema, layoutTypes } from './article';

const fullArticle = {
  id: 9,
  title: 'Captain’s welcome',
  description: '<p>Join us</p>',
  overviewDescription: 'Join us',
  layoutType: 'Classic',
  published: true,
  showAdditionalArticles: true,
  additionalArticlesCategory: { id: 4 },
  wayfinderProfile: { id: 'wf-2' },
  whereAndWhen: { locationInformation: 'Deck 5, Atrium', timeInformation: '19:00' },
  category: { id: 3, title: 'Events' },
  externalRedirectURL: null,
  showTitle: true,
  showBookNow: false,
};

describe('articleSchema', () => {
  it('reads every field of the spec', () => {
    expect(articleSchema.safeParse(fullArticle)).toMatchObject({ success: true, data: fullArticle });
  });

  it('accepts null for every optional field', () => {
    const nulls = Object.fromEntries(Object.keys(fullArticle).map((key) => [key, null]));
    expect(articleSchema.safeParse({ ...nulls, id: 9, title: 'Bare' }).success).toBe(true);
  });

  it.each(layoutTypes)('accepts the layout %s', (layoutType) => {
    expect(articleSchema.safeParse({ id: 1, title: 't', layoutType }).success).toBe(true);
  });

  it('refuses a layout the spec does not name', () => {
    expect(articleSchema.safeParse({ id: 1, title: 't', layoutType: 'Carousel' }).success).toBe(false);
  });

  it('drops fields it does not know', () => {
    expect(articleSchema.parse({ id: 1, title: 't', internalNote: 'x' })).not.toHaveProperty('internalNote');
  });
});
