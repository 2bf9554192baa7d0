import { useEffect, useState } from 'react';
import type { HubResult } from '@companion/hub-client';
import type { OverviewContent } from './load-overview';
import type * as OverviewRichText from './OverviewRichText';

type RichText = typeof OverviewRichText;
let loaded: RichText | undefined;
let loading: Promise<RichText> | undefined;

/** Whether the answer shows hub HTML: a category's description, or a list layout's articles. */
export const needsRichText = (content: OverviewContent) => content.category !== null || content.list;

/**
 * Starts loading the module (once): a category page asks for it with its hub request, so the two
 * come in parallel, not one after the other.
 */
export function loadRichText(): Promise<RichText> {
  loading ??= import('./OverviewRichText').then(
    (module) => (loaded = module),
    (cause: unknown) => {
      loading = undefined;
      throw cause;
    },
  );
  return loading;
}

/**
 * The answer, once the module that draws its HTML is in (none needed on the root overview). It
 * is in before the screen draws, so nothing appears late and pushes the page down. A module that
 * cannot load (offline before the service worker kept it) fails the screen like an unreachable
 * hub, with its retry.
 */
export async function withRichText(result: HubResult<OverviewContent>): Promise<HubResult<OverviewContent>> {
  if (!result.ok || !needsRichText(result.value) || loaded) return result;
  try {
    await loadRichText();
    return result;
  } catch {
    return { ok: false, error: { kind: 'network', message: 'The page’s text could not be loaded.' } };
  }
}

/**
 * The module for an answer that needs it. Normally withRichText has loaded it already; an answer
 * that came another way (the last good copy while the hub is away) loads it here.
 */
export function useRichText(content: OverviewContent): RichText | undefined {
  const needed = needsRichText(content);
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    if (!needed || module) return;
    let current = true;
    loadRichText().then(
      (arrived) => {
        if (current) setModule(arrived);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed, module]);
  return needed ? (module ?? loaded) : undefined;
}
