/**
 * The hub sends maps as base64 images (media-and-guest-services.md §3); the type is not named,
 * so it is read from the first bytes. A hub that already sends a data: address keeps it.
 */
export function mapImageSource(map: string): string {
  const trimmed = map.trim();
  if (trimmed.startsWith('data:image/')) return trimmed;
  return `data:${imageTypeOf(trimmed)};base64,${trimmed}`;
}

function imageTypeOf(base64: string): string {
  if (base64.startsWith('iVBOR')) return 'image/png';
  if (base64.startsWith('/9j/')) return 'image/jpeg';
  if (base64.startsWith('R0lGOD')) return 'image/gif';
  if (base64.startsWith('UklGR')) return 'image/webp';
  // "<svg" or "<?xml" encode to PHN2 / PD94.
  return 'image/svg+xml';
}
