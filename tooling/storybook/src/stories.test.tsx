import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import preview from '../.storybook/preview';

/**
 * Every story of the workspace rendered as a test: it must mount inside the shell harness and
 * pass its play function, which asserts what the state shows (a heading, a named link, the error
 * or empty sentence), so a story that breaks or shows the wrong thing fails CI.
 */
setProjectAnnotations(preview);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>('../../../packages/*/src/**/*.stories.tsx', { eager: true });
const sources = import.meta.glob<string>('../../../packages/*/src/**/*.stories.tsx', { eager: true, query: '?raw', import: 'default' });

/** A story file of a screen is named after it (`OnboardBookingsScreen.stories.tsx`), so the two are found together. */
const screenOf = (storyModule: StoryModule): string | undefined => {
  const component = (storyModule.default as { component?: { name?: string } }).component;
  return component?.name?.endsWith('Screen') ? component.name : undefined;
};

describe.each(Object.entries(modules))('%s', (file, storyModule) => {
  // composeStories cannot type a module it only meets at run time; each composed story has run() and play.
  const stories = Object.entries(composeStories(storyModule)) as [string, { run: () => Promise<void>; play?: unknown }][];
  it('has stories, in a file named after its screen', () => {
    expect(stories.length, file).toBeGreaterThan(0);
    const screen = screenOf(storyModule);
    if (screen) expect(file.endsWith(`/${screen}.stories.tsx`), `${file} shows ${screen}`).toBe(true);
  });
  it('asserts content, not that something rendered', () => {
    expect(sources[file], file).not.toMatch(/childElementCount/);
  });
  it.each(stories)('%s shows its content', async (name, Story) => {
    expect(Story.play, `${name} needs a play function that asserts what this state shows`).toBeTypeOf('function');
    await Story.run();
  });
});
