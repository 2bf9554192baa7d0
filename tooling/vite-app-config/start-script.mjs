/**
 * The inline start script of index.html (built apps only), run while the entry script downloads:
 *  - asks for config.json at once and leaves the answer for boot (window.companionConfigJson);
 *  - opens the connection to the hub (the one the last start used, else the one the host-name
 *    rule gives) and asks it for devices/config (window.companionDeviceConfig: boot uses the
 *    answer when its hub is that one and no guest is logged in, else asks again);
 *  - preloads the chunks and CSS of the screen at location.pathname (the HTML is the same for
 *    every address, so the choice is made here, from the route map the build wrote in), and
 *    the chunks a start loads after the first paint (`map.checks`: zod, the saved slices) only
 *    when a guest session is saved, whose slices are then restored at once. The CSS preload is
 *    crossorigin like the <link rel=stylesheet> Vite's loader adds, or the browser would fetch
 *    it twice;
 *  - sends the screen's `earlyReads` (hub GETs its route declares, FeatureRoute in the shell) with
 *    the address's route parameters and today's local date, unless a guest session is saved (the script sends none), and
 *    leaves the answers by address (window.companionEarlyReads) for the hub client's first call
 *    to each (shell startup-cache/early-config-json.ts);
 *  - when the route has an `earlyPicture` rule, imports it beside those reads and, once they and
 *    devices/config are in, preloads the picture it names at high priority: the first screen's
 *    largest picture then downloads while the app's code does, not after it (the `<img>` takes it
 *    from the cache). The rule reads a copy of each answer (clone() before the app reads the
 *    body; a route without a rule copies nothing, as parsing a long answer twice costs a slow
 *    phone's main thread); like the reads, not while a guest session is saved. The picture's
 *    address is left in window.companionEarlyPicture (a promise), so the shell's work after the
 *    first screen waits until that picture is drawn (startup/after-first-screen.ts);
 *  - leaves `window.companionPreloadRoute(pattern)` for the shell, which calls it when a route
 *    loads: the route's chunks then come in parallel, not one import after the other.
 * Plain ES5-ish code, no imports: it runs before anything else and must never throw.
 * @param {{ files: string[]; routes: import('./route-preload-map.mjs').RouteEntry[]; checks?: number[] }} map
 * @param {string} base
 */
export function startScript(map, base) {
  return `(function(){try{var b=${JSON.stringify(base)},d=document,l=location,h=d.head;
window.companionConfigJson=fetch(b+"config.json",{cache:"no-store"});window.companionConfigJson.catch(function(){});
function link(r,u,a){var e=d.createElement("link");e.rel=r;e.href=u;if(a){e.as=a;e.crossOrigin=""}if(r==="preconnect"){var c=e.cloneNode();c.crossOrigin="anonymous";h.appendChild(c)}h.appendChild(e)}
var api,n=l.hostname;try{api=JSON.parse(localStorage.getItem("companion.startup.deviceConfig")).hubApiUrl}catch(e){}
if(!api)api=(/(^|\\.)localhost$|^127\\.0\\.0\\.1$/.test(n)?"http://"+n+":8080":l.protocol+"//"+n.replace(/^app\\./,"hub."))+"/api/";
var hub=new URL(api,l.href).origin;if(hub!==l.origin)link("preconnect",hub);
var dc=api+"devices/config";window.companionDeviceConfig={url:dc,answer:fetch(dc)};window.companionDeviceConfig.answer.catch(function(){});
var m=${JSON.stringify(map)},p=l.pathname.replace(/\\/+$/,"").split("/").slice(1),best,score=-1e9;
if(b!=="/"){var bs=b.replace(/\\/+$/,"").split("/").length-1;p=p.slice(bs)}
m.routes.forEach(function(r){var s=r[0].replace(/^\\/+/,"").split("/").filter(Boolean),t=0;
for(var i=0;i<s.length;i++){if(s[i]==="*"){t-=1;i=-1;break}if(i>=p.length)return;if(s[i].charAt(0)===":")t+=2;else if(s[i]===p[i])t+=3;else return}
if(i!==-1&&s.length!==p.length)return;if(t>score){score=t;best=r}});
var seen={};function files(list){list.forEach(function(f){var u=b+m.files[f];if(seen[u])return;seen[u]=1;/\\.css$/.test(u)?link("preload",u,"style"):link("modulepreload",u)})}
window.companionPreloadRoute=function(pattern){try{for(var i=0;i<m.routes.length;i++)if(m.routes[i][0]===pattern){files(m.routes[i][1]);return}}catch(e){}};
var saved=false;try{saved=/"sessionId":"[^"]/.test(localStorage.getItem("companion:state")||"")}catch(e){}
if(best&&!saved)try{var an=[],copy=function(f){return f.then(function(x){return x.ok?x.clone().json():void 0}).catch(function(){})};
if(best[2]&&best[2].length){var q={},rs=best[0].replace(/^\\/+/,"").split("/").filter(Boolean),er=window.companionEarlyReads={};
for(var j=0;j<rs.length;j++)if(rs[j].charAt(0)===":")q[rs[j].slice(1)]=encodeURIComponent(decodeURIComponent(p[j]));
var nw=new Date(),z=function(v){return(v<10?"0":"")+v},day=function(x,f){return encodeURIComponent(f.replace("YYYY",nw.getFullYear()).replace("MM",z(nw.getMonth()+1)).replace("DD",z(nw.getDate())))};
an=best[2].map(function(r){var u=new URL(api+r.replace(/\\{today:([^}]+)\\}/g,day).replace(/:(\\w+)/g,function(x,k){return q[k]}),l.href).href,f=fetch(u);f.catch(function(){});er[u]=f;return best[3]!=null&&copy(f)})}
if(best[3]!=null)window.companionEarlyPicture=Promise.all([import(b+m.files[best[3]]),copy(window.companionDeviceConfig.answer)].concat(an)).then(function(a){var pic=a[0].earlyPicture(a.slice(2),{hubApiUrl:api,search:l.search,deviceConfig:a[1]}),u=pic&&new URL(pic,l.href);
if(u&&/^https?:$/.test(u.protocol)){var e=d.createElement("link");e.rel="preload";e.setAttribute("as","image");e.setAttribute("fetchpriority","high");e.href=u.href;h.appendChild(e);return u.href}}).catch(function(){})}catch(e){}
if(best)files(best[1]);if(saved)files(m.checks||[])}catch(e){}})();`;
}
