/** A fetch wrapper for `renderInDemoShell`'s `wrapFetch` that notes every address asked for, in order. */
export function countingFetch() {
  const asked: string[] = [];
  const wrapFetch =
    (demo: typeof fetch): typeof fetch =>
    (input, init) => {
      asked.push(input instanceof Request ? input.url : String(input));
      return demo(input, init);
    };
  return { asked, wrapFetch };
}
