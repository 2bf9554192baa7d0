import type { CSSProperties } from 'react';

/** The hub's appExcursionVariables become CSS custom properties on the page (platform.md §1). */
export function pageStyleVariables(variables: Record<string, string> | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(variables ?? {})) {
    // Only plain values: a hub setting must not be able to smuggle in other declarations.
    if (!/^[\w-]+$/.test(name) || /[;{}]/.test(value)) continue;
    style[name.startsWith('--') ? name : `--${name}`] = value;
  }
  return style as CSSProperties;
}
