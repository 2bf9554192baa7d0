// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoShipContent } from '../wayfinder/fixtures/ship-content';
import { articles } from './fixtures/articles';

describe('the demo ship is one ship', () => {
  it('"Your Ship at a Glance" gives the figures of the ship information page', () => {
    const glance = articles.find((article) => article.id === 1002)?.description ?? '';
    const { left = [], right = [] } = demoShipContent().technicalData ?? {};
    const facts = Object.fromEntries([...left, ...right].map((fact) => [fact.label, fact.value]));
    const listed = [...glance.matchAll(/<li>([^:<]+): ([^<]+)<\/li>/g)].map(([, label, value]) => [label, value]);
    expect(listed.length).toBeGreaterThanOrEqual(4);
    for (const [label, value] of listed) expect(facts[label!], label).toBe(value);
  });
});
