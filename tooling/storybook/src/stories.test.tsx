import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

/**
 * Every story of the workspace rendered as a test: it must mount inside the shell harness and
 * pass its play function, so a story that breaks fails CI, not a developer's afternoon.
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../../packages/*/src/**/*.stories.tsx', { eager: true });

describe.each(Object.entries(modules))('%s', (file, storyModule) => {
  // composeStories cannot type a module it only meets at run time; each composed story has run().
  const stories = Object.entries(composeStories(storyModule)) as [string, { run: () => Promise<void> }][];
  it('has stories', () => {
    expect(stories.length, file).toBeGreaterThan(0);
  });
  it.each(stories)('%s renders', async (_name, Story) => {
    await Story.run();
    expect(document.body.childElementCount).toBeGreaterThan(0);
  });
});
