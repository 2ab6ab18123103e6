/**
 * Scripts after the first paint (docs/decisions/037-scripts-after-first-paint.md).
 *
 * React Router's document asks for every script of the page at once: a
 * `<link rel="modulepreload">` per file in the head, and one inline module at the end of the body
 * that imports the route modules statically and then the client entry:
 *
 *   <script type="module" async="">import * as route0 from "/assets/root-….js";
 *   import * as route1 from "/assets/faq-….js"; window.__reactRouterManifest = …;
 *   window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};
 *   import("/assets/entry.client-….js");</script>
 *
 * On a slow connection those ~110 KB of script share the line with the stylesheet and the font
 * the first paint waits for, and on a slow phone evaluating them and hydrating blocks the main
 * thread for hundreds of milliseconds. The page needs no script to be read or used (links, forms
 * and disclosures are HTML), so this rewrite takes the head's module preloads out and has the
 * inline module record the visit after the first paint, then load the scripts (all files at
 * once, no import waterfall) at the visitor's first intent, or for a page that asks for it
 * (`handle.hydrate: "load"`) once the pictures in view are painted
 * (docs/decisions/038-hydration-on-intent.md).
 */

import { rememberTimeZone, rememberTimeZoneArgs } from "~/lib/time-zone-cookie";
import { visitBoot, visitBootArgs } from "~/lib/visit-boot";

// The attributes as React writes them: `nonce` first on rendered pages, none on prerendered ones.
const moduleScript = /<script((?: nonce="[^"]*")? type="module"[^>]*)>([\s\S]*?)<\/script>/;
const staticImport = /^\s*;?\s*import \* as (route\d+) from ("[^"]+");/;
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"(?: nonce="[^"]*")?\/>/g;

/** When a page's scripts load (PageHandle.hydrate): at the first intent, or after the first paint. */
export type HydrateWhen = "intent" | "load";

/**
 * The signs that a visitor is about to use the page: a pointer over it or pressed, a touch, a
 * key, focus, a wheel or a scroll. Each is one a page without scripts already answers (links,
 * forms, disclosures are HTML), so the first one starts the scripts for what comes next.
 */
const intentEvents = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin", "wheel", "scroll"];

/** A self-contained function's call, written as source: `(function …)(arg, …)`. */
const inlineCall = (fn: (...args: never[]) => void, args: readonly unknown[]): string =>
  `(${String(fn)})(${args.map((arg) => (typeof arg === "function" ? String(arg) : JSON.stringify(arg))).join(", ")})`;

/** The visit's own start, sent before React loads: its source, with its arguments. */
const visit = inlineCall(visitBoot, visitBootArgs);

/**
 * The visitor's time zone, remembered as the scripts start: before the click that may follow a
 * link to the scheduler, whose server then draws the calendar in it (app/lib/time-zone-cookie.ts).
 */
const rememberZone = inlineCall(rememberTimeZone, rememberTimeZoneArgs);

/**
 * The inline module's body started later, with its leading `import * as routeN from "…";`
 * statements turned into dynamic imports and `preloads` asked for first; null when the body does
 * not start with such imports (it is then left alone).
 *
 * After the first contentful paint it records the visit (app/lib/visit-boot.ts) in a task of its
 * own. The scripts start (the visitor's time zone remembered first, in the intent's own task) at
 * the visitor's first intent (`"intent"`), or (`"load"`) once the
 * pictures in view that were still loading at that paint have loaded and one more frame has
 * passed, so they are painted first (a hidden page at once), and after 3 s at the latest. A page
 * that is not visible (a background tab paints nothing) or a browser without paint timing counts
 * as painted at once, one hidden before its first paint then, and none waits more than 3 s for
 * its paint.
 */
export function deferModuleBody(
  body: string,
  preloads: readonly string[] = [],
  when: HydrateWhen = "intent",
): string | null {
  const bindings: string[] = [];
  const specifiers: string[] = [];
  let rest = body;
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    bindings.push(match[1] as string);
    specifiers.push(`import(${match[2]})`);
    rest = rest.slice(match[0].length);
  }
  if (bindings.length === 0 || /^\s*import\s/m.test(rest)) return null;
  const afterPaint =
    when === "load"
      ? // Hidden, it starts at once; else after the pictures in view still loading, and a frame.
        'if (document.visibilityState !== "visible") go(); else Promise.all([...document.images].filter((image) => {' +
        "if (image.complete) return false;" +
        "const box = image.getBoundingClientRect();" +
        "return box.width > 0 && box.bottom > 0 && box.top < innerHeight;" +
        "}).map((image) => new Promise((done) => {" +
        'image.addEventListener("load", done, { once: true }); image.addEventListener("error", done, { once: true });' +
        "}))).then(() => requestAnimationFrame(() => go()));"
      : "";
  const trigger =
    when === "intent"
      ? `const intents = ${JSON.stringify(intentEvents)};` +
        "const intent = () => { for (const type of intents) removeEventListener(type, intent, true); go(); };" +
        "for (const type of intents) addEventListener(type, intent, { capture: true, passive: true });"
      : "setTimeout(() => go(), 3000);";
  return (
    `let visit = () => { visit = () => {}; ${visit}; };` +
    "const start = async () => {" +
    "visit();" +
    `for (const href of ${JSON.stringify(preloads)}) {` +
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href;' +
    "document.head.append(link);" +
    "}" +
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.join(", ")}]);` +
    `${rest}\n};` +
    `let go = () => { go = () => {}; ${rememberZone}; setTimeout(start); };` +
    `let painted = () => { painted = () => {}; setTimeout(() => visit()); ${afterPaint} };` +
    trigger +
    'if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) painted();' +
    "else {" +
    "new PerformanceObserver((list, observer) => {" +
    'if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); painted(); }' +
    '}).observe({ type: "paint", buffered: true });' +
    'addEventListener("visibilitychange", () => painted(), { once: true });' +
    "setTimeout(() => painted(), 3000);" +
    "}"
  );
}

/**
 * The document's start (head to the inline module) with the module preloads moved into the
 * deferred module; unchanged when it has no React Router module script of the expected shape.
 */
export function scriptsAfterFirstPaint(html: string, when: HydrateWhen = "intent"): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const before = html.slice(0, script.index);
  const preloads = [...before.matchAll(modulePreload)].map((match) => match[1] as string);
  const deferred = deferModuleBody(script[2] as string, preloads, when);
  if (deferred === null) return html;
  return (
    before.replace(modulePreload, "") +
    `<script${script[1]}>${deferred}</script>` +
    html.slice(script.index + script[0].length)
  );
}

/**
 * The streaming form for the document render. The head and the body up to React Router's inline
 * module are one piece of React's first write (the shell), so this holds text back until that
 * module's end tag, rewrites it, then passes everything after through as it comes.
 */
export function createScriptsAfterFirstPaint(when: HydrateWhen = "intent"): {
  push(chunk: string): string;
  flush(): string;
} {
  let pending = "";
  let done = false;
  return {
    push(chunk) {
      if (done) return chunk;
      pending += chunk;
      const start = pending.search(/<script(?: nonce="[^"]*")? type="module"/);
      if (start < 0) return "";
      const end = pending.indexOf("</script>", start);
      if (end < 0) return "";
      const out = scriptsAfterFirstPaint(pending, when);
      pending = "";
      done = true;
      return out;
    },
    flush() {
      const out = pending;
      pending = "";
      return out;
    },
  };
}
