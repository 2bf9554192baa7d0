import DOMPurify from 'dompurify';
import { keepSafeStyles } from './hub-style';

/**
 * The one sanitiser configuration for hub HTML: text formatting, links, images and tables
 * survive; scripts, event handlers, forms, buttons, frames and `javascript:` links do not.
 */
const config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'form',
    'input',
    'button',
    'textarea',
    'select',
    'option',
    'iframe',
    'frame',
    'object',
    'embed',
    'style',
    'script',
    'base',
    'meta',
    'link',
    // Inert, but a hiding place for markup that script could clone in later; editors never need it.
    'template',
  ],
  FORBID_ATTR: ['formaction', 'action', 'srcdoc'],
  ALLOW_DATA_ATTR: false,
  // Hub ids and names get a `user-content-` prefix, so they cannot clobber `document.x` or our ids.
  SANITIZE_NAMED_PROPS: true,
};

let hooked = false;

function addHooks(): void {
  if (hooked) return;
  hooked = true;
  // Inline styles keep only harmless declarations; external links open in a new window
  // without handing it our window object.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const style = node.getAttribute('style');
    if (style !== null) {
      const kept = keepSafeStyles(style);
      if (kept) node.setAttribute('style', kept);
      else node.removeAttribute('style');
    }
    // An editor's picture without alt text is taken as decoration, so screen readers skip it
    // rather than read out its file name.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if ((node.tagName === 'A' || node.tagName === 'AREA') && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHubHtml(html: string | null | undefined): string {
  if (!html) return '';
  addHooks();
  return DOMPurify.sanitize(html, config);
}
