/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled eagerly, on the background thread that streams and parses the script while
 * it downloads, instead of each one lazily on the main thread the first time it runs.
 */
const ALL_FUNCTIONS_CALLED_ON_LOAD = '//# allFunctionsCalledOnLoad';

/**
 * Rolldown's `output.postBanner` (after minification, which would drop the comment): marks the
 * `libraries` chunk (React, its DOM renderer, the router: chunk-groups.mjs), whose code nearly
 * all runs while the first screen is drawn. Compiled lazily, creating the router and drawing the
 * first screen spent ~30 ms of a slow phone's main thread compiling it (issue 20, Lighthouse TBT:
 * docs/performance.md). Other chunks stay lazy: much of their code runs later or never.
 * @param {{ name: string }} chunk
 * @returns {string}
 */
export function compileHintBanner(chunk) {
  return chunk.name === 'libraries' ? ALL_FUNCTIONS_CALLED_ON_LOAD : '';
}
