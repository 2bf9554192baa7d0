import type { CSSProperties } from 'react';

/** Hub colours reach a style only when they are plain colour values, never arbitrary CSS. */
const colourPattern = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]{3,20})$/i;

export function safeColour(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && colourPattern.test(trimmed) ? trimmed : undefined;
}

export function colourStyle(item: { textColour?: string | null; backgroundColour?: string | null }): CSSProperties | undefined {
  const color = safeColour(item.textColour);
  const backgroundColor = safeColour(item.backgroundColour);
  if (!color && !backgroundColor) return undefined;
  return { ...(color ? { color } : {}), ...(backgroundColor ? { backgroundColor } : {}) };
}
