/** A generated picture for any image reference, so the demo downloads nothing. */
const palette = ['#00607a', '#1f5f38', '#5a3fa0', '#a33a22', '#0d5c8c', '#7a5a12', '#2c4a6b', '#b0460a'];

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function imageSvg(reference: string, width = 400): string {
  const colour = palette[hash(reference) % palette.length];
  const height = Math.round((width * 3) / 4);
  const label = escapeXml(reference.replace(/[-_]/g, ' ').slice(0, 24));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 400 300"><rect width="400" height="300" fill="${colour}"/><path d="M0 230 Q100 200 200 230 T400 230 V300 H0Z" fill="rgba(255,255,255,0.25)"/><text x="200" y="160" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${label}</text></svg>`;
}
