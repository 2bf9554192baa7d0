// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { categorySchema, isListCategory } from './category';

describe('categorySchema', () => {
  it('accepts a category with only an id and a title', () => {
    expect(categorySchema.safeParse({ id: 'c1', title: 'Spa' }).success).toBe(true);
  });

  it('refuses a category without a title', () => {
    expect(categorySchema.safeParse({ id: 'c1' }).success).toBe(false);
  });
});

describe('isListCategory', () => {
  it.each(['LayoutSimple', 'LayoutSingleColumn', 'LayoutDoubleColumn'])('shows a %s category as a list', (contentType) => {
    expect(isListCategory({ contentType })).toBe(true);
  });

  it.each([null, undefined, 'LayoutTiles'])('shows a category of content type %s as tiles', (contentType) => {
    expect(isListCategory({ contentType })).toBe(false);
  });
});
