/**
 * A server-rendered page's scripts run once its largest paint is on screen (decision 0063).
 *
 * The page is whole before its scripts run, and `defer` scripts run as soon as the document is
 * parsed: before the frame that shows it, and before the frame with its largest image. So the
 * shell's scripts are fetched as before (the build's `defer` tags become preloads, in their place
 * and order), and a small loader starts them in that order, from the cache, once the browser has
 * reported the page's largest contentful paint: it reports the entry after the frame is on screen.
 * Where the server render marked the page's largest image (`fetchpriority` high), the loader waits
 * for that image's entry, not for the heading painted before it.
 *
 * - It waits no longer than LARGEST_PAINT_WAIT_MS after the document is parsed (a slow image, or
 *   one that is not the largest element after all).
 * - A hidden page (a background tab) gets no frames: its scripts start once it is parsed.
 * - A browser without the entry (Safari, Firefox) starts them after the next frame.
 */
import { inlineJson } from './html-text.mjs';

/** The build's tags for the shell's own scripts (Rsbuild writes them `defer` into index.html). */
const SHELL_SCRIPT_TAG = /<script defer src="([^"]+)"><\/script>/g;

/** The longest the scripts wait for the largest paint, as the shell's serverPagePainted waits. */
const LARGEST_PAINT_WAIT_MS = 1000;

/** The loader's source: `s` the scripts' URLs in order, `w` the longest wait. */
function loaderScript(scripts) {
  return (
    '(function(d,s,w){var n=0;function go(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");' +
    'e.src=u;e.async=!1;d.head.appendChild(e)})}function f(){if(d.visibilityState!=="visible")return go();' +
    'setTimeout(go,w);var P=window.PerformanceObserver;' +
    'if(!P||(P.supportedEntryTypes||[]).indexOf("largest-contentful-paint")<0)' +
    'return requestAnimationFrame(function(){setTimeout(go,0)});' +
    'var h=[].slice.call(d.querySelectorAll("[data-server-rendered] img[fetchpriority=high]"));' +
    'new P(function(l){l.getEntries().forEach(function(e){if(!h.length||h.indexOf(e.element)>=0)go()})})' +
    '.observe({type:"largest-contentful-paint",buffered:!0})}' +
    `d.readyState==="loading"?d.addEventListener("DOMContentLoaded",f):f()})(document,${inlineJson(scripts)},${LARGEST_PAINT_WAIT_MS})`
  );
}

/**
 * The shell's page template with its scripts as preloads (same place, same order; `preloadTag`
 * writes the tag for a script's URL), and the loader's source that starts them (an inline
 * script's body).
 */
export function scriptsAfterLargestPaint(indexHtml, preloadTag) {
  const scripts = [...indexHtml.matchAll(SHELL_SCRIPT_TAG)].map((match) => match[1]);
  const html = indexHtml.replace(SHELL_SCRIPT_TAG, (_, href) => preloadTag(href));
  return { html, loader: scripts.length > 0 ? loaderScript(scripts) : null };
}
