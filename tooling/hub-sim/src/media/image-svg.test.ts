import { describe, expect, it } from 'vitest';
import { articles } from '../areas/content/fixtures/articles';
import { categories } from '../areas/content/fixtures/categories';
import { demoExcursions } from '../areas/excursions/fixtures/excursions';
import { guestModules, kioskModules, signageModules } from '../areas/device/fixtures/modules';
import { imageSvg, sceneTheme } from './image-svg';

const excursions = demoExcursions(new Date(2026, 5, 1));
const references = [
  ...articles.map((article) => String(article.imageId ?? '')),
  ...categories.map((category) => String(category.imageId ?? '')),
  ...excursions.map((excursion) => String(excursion.imageUrl?.id ?? '')),
  ...[...guestModules, ...kioskModules, ...signageModules].map((module) => String(module.imageId ?? '')),
];

describe('the demo pictures', () => {
  it('give every article, category, excursion and module a picture of its own', () => {
    expect(references.filter((reference) => reference === '')).toEqual([]);
    expect(new Set(references).size).toBe(references.length);
  });

  it('draw a distinct scene for every reference, never a caption', () => {
    const pictures = references.map((reference) => imageSvg(reference));
    expect(new Set(pictures).size).toBe(references.length);
    for (const picture of pictures) {
      expect(picture).not.toMatch(/<text/);
      expect(picture).toMatch(/^<svg [^>]*viewBox="0 0 400 300"/);
    }
  });

  it('is the same picture for the same reference, sized by the width asked for', () => {
    expect(imageSvg('excursion-301-culture', 200)).toBe(imageSvg('excursion-301-culture', 200));
    expect(imageSvg('spa', 400)).toMatch(/width="400" height="300"/);
  });

  it('follows the words of the reference for its motif', () => {
    expect(sceneTheme('spa')).toBe('spa');
    expect(sceneTheme('restaurants')).toBe('food');
    expect(sceneTheme('excursion-501-beach-water')).toBe('beach');
    expect(sceneTheme('theatre')).toBe('stage');
    expect(sceneTheme('skyline-bar')).toBe('drink');
    // A port's name is not a motif: "Barcelona" begins with "bar" but is no cocktail bar.
    expect(sceneTheme('itinerary-port-1-Barcelona')).toBe('city');
    // Motifs spread over the fixtures, not one scene for everything.
    expect(new Set(references.map(sceneTheme)).size).toBeGreaterThanOrEqual(10);
  });
});
