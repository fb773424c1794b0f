// A server-rendered page starts its islands (web/src/islands/start.ts) only once it has loaded and
// the browser is idle (or after 4 s), so the code does not compete with the pictures the visitor
// waits for; until then the loader keeps button clicks and form submits (with their targets) for
// the islands to replay, puts failed pictures' fallbacks in place (for the whole visit: a picture
// outside an island is never hydrated) and holds lazy pictures below the window until the first paint
// (docs/speed.md, "Code after the first view"). It is one fixed inline script, which the
// Content-Security-Policy allows by its hash.
import { createHash } from 'node:crypto';
import { BASE_PATH } from '../../../common/constants.js';
import { escapeHtml } from './head-tags.js';

/** The cookie the loader sets once the brand font is in the browser's cache: its pages then start in it. */
export const FONTS_COOKIE = 'sjg-fonts';

const LOADER = [
  '(()=>{',
  // Home's banner rotates by CSS only where this ran (ventures-banner.css): without JavaScript its
  // later pictures, which the islands' runtime asks for a step ahead, would never come.
  'document.documentElement.dataset.js="";',
  'const {src,replies,missing}=document.currentScript.dataset;',
  'const early=[];',
  'const keep=(e)=>{',
  'if(e.type==="submit"){e.preventDefault();const f=e.target;early.push([f,()=>f.requestSubmit()])}',
  'else{const b=e.target.closest&&e.target.closest("button[type=button]");if(b)early.push([b,()=>b.click()])}',
  '};',
  'addEventListener("click",keep,true);addEventListener("submit",keep,true);',
  // A picture that fails before the app takes over shows its fallback from the start: the <img>
  // names it in data-fallback (web/src/components/fallback-image.tsx), which picks up the
  // data-failed mark when it hydrates. The loader runs in the head, before any picture exists.
  'const fail=(i)=>{const f=i.dataset.fallback;if(f&&!i.hasAttribute("data-failed")&&i.getAttribute("src")!==f){i.setAttribute("data-failed","");i.removeAttribute("srcset");i.src=f}};',
  'const failed=(e)=>{if(e.target instanceof HTMLImageElement)fail(e.target)};',
  'addEventListener("error",failed,true);',
  // Lazy pictures below the window wait for the first paint and the page's own pictures (or a
  // scroll): the browser fetches those within a few screens of the window as soon as it lays the
  // page out, and on a slow link they share it with the picture the visitor is waiting for. Held,
  // an <img> keeps its box (width and height) and shows nothing (data-held,
  // web/src/styles/global.css); one the first layout finds in the window gets its addresses back
  // at once, the rest before the app hydrates at the latest. Without JavaScript the browser's own
  // lazy loading applies. The pictures the parser has added are held before every frame (the
  // browser decides which lazy pictures to fetch after a frame's layout): a busy phone's parser
  // yields mid-page and lays out what it has, so holding them after the markup would come too late
  // for those above the yield. Scanning the document's pictures from where the last frame stopped
  // costs almost nothing, where a MutationObserver's records weighed on every parse task.
  'const held=new Map();',
  'const show=(i)=>{const a=held.get(i);if(!a)return;held.delete(i);if(a[1]!==null)i.setAttribute("srcset",a[1]);if(a[0]!==null)i.setAttribute("src",a[0]);i.removeAttribute("data-held")};',
  'const inView=window.IntersectionObserver&&new IntersectionObserver((es)=>{for(const e of es)if(e.isIntersecting){inView.unobserve(e.target);show(e.target)}});',
  'const hold=(i)=>{if(held.has(i)||i.hasAttribute("data-held"))return;held.set(i,[i.getAttribute("src"),i.getAttribute("srcset")]);i.setAttribute("data-held","");i.removeAttribute("srcset");i.removeAttribute("src");if(inView)inView.observe(i)};',
  'const images=document.images;let scanned=0,parsing=true;',
  'const take=()=>{for(;scanned<images.length;scanned++){const i=images[scanned];if(i.getAttribute("loading")==="lazy")hold(i)}};',
  'const eachFrame=()=>{take();if(parsing)requestAnimationFrame(eachFrame)};',
  'requestAnimationFrame(eachFrame);',
  'const parsedAll=()=>{take();parsing=false};',
  'document.readyState==="loading"?addEventListener("DOMContentLoaded",parsedAll,{once:true}):parsedAll();',
  'const release=()=>{parsedAll();if(inView)inView.disconnect();for(const i of[...held.keys()])show(i)};',
  // Pictures outside the islands are never hydrated: their fallbacks stay the loader's to put in place.
  'window.sjgEarlyInput=()=>{removeEventListener("click",keep,true);removeEventListener("submit",keep,true);return early};',
  // The brand font (web/src/styles/tokens.css) is fetched once the page has painted, for the next
  // pages: a cookie says so, and the server writes <html data-fonts> into those from their start
  // (page-html.ts). On a first visit the page keeps the local face sized to Mukta: switching fonts
  // there would lay the whole page out twice more on a slow phone's main thread. A cookie rather
  // than localStorage, whose first read weighed on every page's parse (bench/RESULTS.md).
  // A page in Hindi or Marathi fetches the Devanagari files too (each script is a file of its own).
  `const fonts=()=>Promise.all(["400","700"].map((w)=>document.fonts.load(w+" 1em Mukta",document.documentElement.lang==="en"?"a":"a\u0915"))).then(()=>{document.cookie="${FONTS_COOKIE}=1;path=${BASE_PATH};max-age=31536000;samesite=lax"},()=>{});`,
  'let started=false;',
  // The islands' runtime, and the replies the page was rendered with, which an island waits for
  // to hydrate (web/src/lib/initial-data.tsx): read when the first island wakes (a page nobody
  // reaches for reads none), as the server read them, without cookies and checked with the server
  // (a reply the browser kept for its max-age could be older than the page, and hydrating with it
  // would take back what the page shows); null for those the server found nothing at, which need
  // no read.
  'const go=()=>{',
  'if(started)return;started=true;release();',
  'const urls=(l)=>(l||"").split(" ").filter(Boolean);',
  'let reads;window.sjgReplies=()=>reads||(reads=[...urls(replies).map((u)=>[u,fetch(u,{headers:{Accept:"application/json"},credentials:"omit",cache:"no-cache"}).catch(()=>undefined)]),...urls(missing).map((u)=>[u,null])]);',
  'const s=document.createElement("script");s.type="module";s.crossOrigin="";s.src=src;',
  // Code that does not come (a flaky phone network) leaves the page as a browser without
  // JavaScript has it: the menu as links, the contact form a plain post. What was kept is let
  // through: a Send is posted as a plain form, once however often it was pressed (each submission
  // in one task replaces the one before it), and a kept button does nothing without its code.
  's.addEventListener("error",()=>{removeEventListener("click",keep,true);removeEventListener("submit",keep,true);delete document.documentElement.dataset.js;for(const[,r]of early)r()});',
  'document.head.append(s)',
  '};',
  // After the load event, once the pictures that arrived are decoded and painted (they decode
  // off the main thread and can paint a frame or more after load, so idle time alone came first
  // in some loads), then when the browser is idle, at most a second later on a busy page.
  // (Safari has no requestIdleCallback: a short timer there.)
  'const idle=window.requestIdleCallback||((f)=>setTimeout(f,50));',
  'const decoded=()=>Promise.all([...document.images].filter((i)=>i.complete).map((i)=>i.decode().catch(()=>{})));',
  'const painted=()=>new Promise((r)=>requestAnimationFrame(()=>setTimeout(r)));',
  'const start=()=>decoded().then(painted).then(()=>{fonts();idle(go,{timeout:1000})});',
  // And after the first contentful paint, which on a busy machine can come after the load event:
  // code fetched before the first paint competes with it (and Lighthouse's throttled replay counts
  // every script asked for before it as blocking it). A browser without paint timing goes on at
  // once; a hidden tab that never paints, at the 4 s cap.
  'const fcp=new Promise((r)=>{const P=window.PerformanceObserver;if(!P||!(P.supportedEntryTypes||[]).includes("paint"))return r();new P((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r()}}).observe({type:"paint",buffered:true})});',
  'const loaded=new Promise((r)=>document.readyState==="complete"?r():addEventListener("load",r,{once:true}));',
  'Promise.all([loaded,fcp]).then(start);',
  'const scrolled=new Promise((r)=>addEventListener("scroll",r,{once:true,passive:true}));',
  'Promise.all([fcp,Promise.race([loaded,scrolled])]).then(painted).then(release);',
  // A picture that never finishes must not keep the page's controls dead: 4 s at most.
  'setTimeout(go,4000)',
  '})()',
].join('');

/** The CSP source that allows the loader and nothing else inline. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;

/**
 * The loader of the islands' runtime `src`, for the end of the page's head, reading the /backend
 * replies the page was rendered with (URLs, which have no spaces).
 */
export function appLoaderTag(src: string, page: { renderedWith: string[]; notFound: string[] }): string {
  const list = (items: string[]) => escapeHtml(items.join(' '));
  return `<script data-src="${escapeHtml(src)}" data-replies="${list(page.renderedWith)}" data-missing="${list(page.notFound)}">${LOADER}</script>`;
}
