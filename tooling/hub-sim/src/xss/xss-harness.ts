/**
 * What the XSS tests (ui's sanitiser, content's screens) watch for: script that ran
 * (the canaries), markup that could run it later, forms that could submit, and links that could
 * leave to script.
 */
const FORBIDDEN_ELEMENTS =
  'script, style, link, meta, base, iframe, frame, frameset, object, embed, applet, form, input, button, textarea, select, option, isindex, svg, math, template, noscript, title';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'background', 'poster'];
const EVENTS = ['error', 'load', 'click', 'mouseover', 'focus', 'toggle', 'animationstart', 'submit'];

/** Browsers ignore whitespace and control characters inside a URL's scheme. */
const scheme = (value: string) => value.replace(/[\s\p{Cc}]/gu, '').toLowerCase();

export const isScriptUrl = (value: string) => {
  const url = scheme(value);
  return /^(javascript|vbscript|livescript):/.test(url) || url.startsWith('data:text');
};

/** Every way a sanitised fragment could still run script, submit a form or leave its container. */
export function harmIn(root: Element | DocumentFragment): string[] {
  const harm: string[] = [];
  root.querySelectorAll(FORBIDDEN_ELEMENTS).forEach((element) => harm.push(`element <${element.localName}>`));
  root.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of Array.from(element.attributes)) {
      if (name.startsWith('on')) harm.push(`handler ${name}`);
      if (name === 'srcdoc' || name === 'formaction' || name === 'action') harm.push(`attribute ${name}`);
      if (URL_ATTRIBUTES.includes(name)) {
        const url = scheme(value);
        const imageData = element.localName === 'img' && name === 'src' && /^data:image\/(png|gif|jpe?g|webp);/.test(url);
        if (/^(javascript|vbscript|livescript):/.test(url) || (url.startsWith('data:') && !imageData)) harm.push(`${name}=${value}`);
      }
      if (name === 'style' && /url\(|expression|position|behavior|binding|@import/i.test(value)) harm.push(`style ${value}`);
      if ((name === 'id' || name === 'name') && (value in document || value in window)) harm.push(`clobbering ${name}=${value}`);
    }
    if (element.localName === 'a' && element.hasAttribute('href')) {
      if (element.getAttribute('rel') !== 'noopener noreferrer') harm.push('link without rel="noopener noreferrer"');
      if (element.getAttribute('target') !== '_blank') harm.push('link not opening a new window');
    }
  });
  return harm;
}

/** Fires the events payloads hook into on every element, so a surviving handler would run now. */
export function poke(root: Element) {
  root.querySelectorAll('*').forEach((element) => {
    for (const type of EVENTS) element.dispatchEvent(new Event(type, { bubbles: false }));
  });
}

/**
 * Inline handlers and scripts run in jsdom's own script context, not in the test's globals, so
 * the canaries are installed there by a script: `alert(…)` or setting `window.__xss` marks the
 * document, which the test can see.
 */
export function installCanaries() {
  document.documentElement.removeAttribute('data-script-ran');
  const script = document.createElement('script');
  script.textContent = [
    '{',
    "const mark = () => document.documentElement.setAttribute('data-script-ran', 'true');",
    'window.alert = mark;',
    "Object.defineProperty(window, '__xss', { configurable: true, get: () => undefined, set: mark });",
    '}',
  ].join('\n');
  document.head.append(script);
  script.remove();
}

export const scriptRan = () => document.documentElement.hasAttribute('data-script-ran');
