import { sanitizeHubHtml } from './sanitize-hub-html';

/** Hub HTML, always through the shared sanitiser: the only place the product sets inner HTML. */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = sanitizeHubHtml(html);
  if (!clean) return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
