/**
 * chrome-launcher's own `--disable-features` list without `RenderDocument`, which it turns off
 * (for Lighthouse's CI in 2025) and which Chrome has on by default; Puppeteer stopped turning it
 * off in 2026 (puppeteer#14745). With it off, this Chromium (156) held the blank tab's picture for a
 * second or more after the page had drawn, on Lighthouse's navigation from about:blank: in 6 of 8
 * runs of the article on a busy host, first paint ~2.1 s and Speed Index ~4.1 s instead of 1.75 s,
 * perf 0.90–0.93 from a page that had finished drawing at 0.7 s (0 of 8 with Chrome's default;
 * docs/decisions.md). A guest's phone runs Chrome's default. Chrome keeps only the last
 * `--disable-features`, so this one, passed after the launcher's, replaces it.
 */
export function disabledFeatures(defaultFlags: readonly string[]): string | undefined {
  const prefix = '--disable-features=';
  const launcherList = defaultFlags.find((flag) => flag.startsWith(prefix));
  if (!launcherList) return undefined;
  const features = launcherList
    .slice(prefix.length)
    .split(',')
    .filter((feature) => feature !== 'RenderDocument');
  return features.length ? `${prefix}${features.join(',')}` : undefined;
}
