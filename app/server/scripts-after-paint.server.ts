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
 * the first paint waits for. The page needs no script to be read, so this rewrite asks for the
 * scripts once the page is on screen: the head's module preloads are taken out, and the inline
 * module, after the first contentful paint (a `paint` PerformanceObserver) and, when pictures in
 * view are still loading then, after they have loaded, one frame later (so they are painted
 * first), puts them back (all files at once, no import waterfall) and imports the route modules
 * dynamically. A page
 * that is not visible (a background tab paints nothing) or a browser without paint timing starts
 * at once, one hidden before its first paint starts then, and none waits more than 3 s.
 */

// The attributes as React writes them: `nonce` first on rendered pages, none on prerendered ones.
const moduleScript = /<script((?: nonce="[^"]*")? type="module"[^>]*)>([\s\S]*?)<\/script>/;
const staticImport = /^\s*;?\s*import \* as (route\d+) from ("[^"]+");/;
const modulePreload = /<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"(?: nonce="[^"]*")?\/>/g;

/**
 * The inline module's body started after the first paint, with its leading
 * `import * as routeN from "…";` statements turned into dynamic imports and `preloads` asked for
 * first; null when the body does not start with such imports (it is then left alone).
 */
export function deferModuleBody(body: string, preloads: readonly string[] = []): string | null {
  const bindings: string[] = [];
  const specifiers: string[] = [];
  let rest = body;
  for (let match = staticImport.exec(rest); match; match = staticImport.exec(rest)) {
    bindings.push(match[1] as string);
    specifiers.push(`import(${match[2]})`);
    rest = rest.slice(match[0].length);
  }
  if (bindings.length === 0 || /^\s*import\s/m.test(rest)) return null;
  return (
    "const start = async () => {" +
    `for (const href of ${JSON.stringify(preloads)}) {` +
    'const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href;' +
    "document.head.append(link);" +
    "}" +
    `const [${bindings.join(", ")}] = await Promise.all([${specifiers.join(", ")}]);` +
    `${rest}\n};` +
    "let go = () => { go = () => {}; setTimeout(start); };" +
    // After the first paint: the pictures in view that are still loading, then one more frame.
    "const painted = () => Promise.all([...document.images].filter((image) => {" +
    "if (image.complete) return false;" +
    "const box = image.getBoundingClientRect();" +
    "return box.width > 0 && box.bottom > 0 && box.top < innerHeight;" +
    "}).map((image) => new Promise((done) => {" +
    'image.addEventListener("load", done, { once: true }); image.addEventListener("error", done, { once: true });' +
    "}))).then(() => requestAnimationFrame(() => go()));" +
    'if (document.visibilityState !== "visible" || !PerformanceObserver.supportedEntryTypes?.includes("paint")) go();' +
    "else {" +
    "new PerformanceObserver((list, observer) => {" +
    'if (list.getEntriesByName("first-contentful-paint").length) { observer.disconnect(); painted(); }' +
    '}).observe({ type: "paint", buffered: true });' +
    'addEventListener("visibilitychange", () => go(), { once: true });' +
    "setTimeout(() => go(), 3000);" +
    "}"
  );
}

/**
 * The document's start (head to the inline module) with the module preloads moved into the
 * deferred module; unchanged when it has no React Router module script of the expected shape.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const before = html.slice(0, script.index);
  const preloads = [...before.matchAll(modulePreload)].map((match) => match[1] as string);
  const deferred = deferModuleBody(script[2] as string, preloads);
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
export function createScriptsAfterFirstPaint(): { push(chunk: string): string; flush(): string } {
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
      const out = scriptsAfterFirstPaint(pending);
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
