import DOMPurify from 'dompurify';

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
  ],
  FORBID_ATTR: ['formaction', 'action', 'srcdoc'],
  ALLOW_DATA_ATTR: false,
};

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  // External links open in a new window without handing it our window object.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

export function sanitizeHubHtml(html: string | null | undefined): string {
  if (!html) return '';
  addLinkHook();
  return DOMPurify.sanitize(html, config);
}
