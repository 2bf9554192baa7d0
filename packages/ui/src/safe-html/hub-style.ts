/**
 * The only inline styles hub HTML keeps: an editor's colours, alignment and emphasis. Anything
 * else (position, size, url(), expression()) could lay the text over the product's own controls
 * or fetch from elsewhere, so it goes.
 */
const ALLOWED_PROPERTIES = new Set([
  'color',
  'background-color',
  'text-align',
  'font-weight',
  'font-style',
  'text-decoration',
  'vertical-align',
]);

/** Safe values: words, numbers, #hex, rgb()/hsl() colours; nothing that loads or evaluates. */
const SAFE_VALUE = /^(?:[\w\s.,%#-]|(?:rgba?|hsla?)\([\d\s.,%/]+\))+$/i;

/** The allowed declarations of a style attribute, or '' when none remain. */
export function keepSafeStyles(style: string): string {
  return style
    .split(';')
    .map((declaration) => {
      const colon = declaration.indexOf(':');
      if (colon < 0) return '';
      const property = declaration.slice(0, colon).trim().toLowerCase();
      const value = declaration.slice(colon + 1).trim();
      return ALLOWED_PROPERTIES.has(property) && value && SAFE_VALUE.test(value) ? `${property}: ${value}` : '';
    })
    .filter(Boolean)
    .join('; ');
}
