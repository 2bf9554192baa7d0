import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy every built app ships as a <meta> tag (docs/decisions.md, "A strict
 * Content-Security-Policy"). Hub HTML is sanitised before it is shown; this is the second wall,
 * so an injection that slips through still cannot run script, load a plugin or re-base links.
 *
 * The hub lives on another origin that is known only at run time (config.json, known hosts, or
 * the host-name rule), so the hub's directives allow any https: origin rather than one address;
 * plain http: is allowed only for localhost-style hosts, which is where the demo hub and a
 * developer's hub run (http://{host}.localhost:8080). Operators who know their hub narrow this
 * with a header (a second policy can only tighten, never loosen).
 */
const devHubHosts = ['http://localhost:*', 'http://*.localhost:*', 'http://127.0.0.1:*'];
const hubSources = ["'self'", 'https:', ...devHubHosts];

/** @type {Record<string, string[]>} */
export const contentSecurityPolicyDirectives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // vanilla-extract compiles to static .css files in a build, and dynamic values go through the
  // style property (CSSOM), which CSP does not restrict: no inline <style> element is needed.
  'style-src': ["'self'"],
  // Style attributes are: hub article HTML keeps its sanitised inline styles (keepSafeStyles), and
  // index.html sets the body margin. An attribute cannot run script or hold selectors, and
  // url() in it still meets img-src. Browsers without style-src-attr fall back to style-src and
  // merely lose those styles.
  'style-src-attr': ["'unsafe-inline'"],
  // Hub calls, the remote-reload event stream, PDFs fetched by pdf.js.
  'connect-src': hubSources,
  // Hub images (blobs/image), data: for small inline icons and pdf.js, blob: for rendered pages.
  'img-src': [...hubSources, 'data:', 'blob:'],
  // Hub audio and video files.
  'media-src': [...hubSources, 'blob:'],
  // The pdf.js worker is a file of the build; video.js's HLS engine (VHS) starts its
  // transmuxer and decrypter workers from blob: addresses it makes itself.
  'worker-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
};

/** @param {Record<string, string[]>} [directives] */
export function contentSecurityPolicy(directives = contentSecurityPolicyDirectives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The hashes of the inline scripts a built index.html carries (the start script of
 * start-preload.mjs): each is allowed by its own hash, so an injected inline script still is not.
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((match) => match[1].trim() !== '')
    .map((match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
}

/**
 * Injects the policy into index.html of a build only: the dev server relies on inline scripts
 * (React refresh) and injected <style> tags, which the policy rightly refuses.
 * @returns {import('vite').Plugin}
 */
export function contentSecurityPolicyPlugin() {
  return {
    name: 'companion:content-security-policy',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      // Right after <meta charset> (which must stay in the first 1024 bytes) and before any
      // script or stylesheet: a policy in a <meta> covers only what comes after it.
      handler: (html) => {
        const hashes = inlineScriptHashes(html);
        const directives = {
          ...contentSecurityPolicyDirectives,
          'script-src': [...contentSecurityPolicyDirectives['script-src'], ...hashes],
        };
        const tag = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(directives)}" />`;
        const charset = /<meta\s+charset=[^>]*>/i;
        if (charset.test(html)) return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
        return html.replace(/<head[^>]*>/i, (head) => `${head}\n    ${tag}`);
      },
    },
  };
}
