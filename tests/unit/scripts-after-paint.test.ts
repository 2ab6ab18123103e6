import { describe, expect, it } from "vitest";
import {
  createScriptsAfterFirstPaint,
  deferModuleBody,
  scriptsAfterFirstPaint,
} from "~/server/scripts-after-paint.server";

const body = `;
import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/faq-B.js";
  window.__reactRouterManifest = {"version": "1"};
  window.__reactRouterRouteModules = {"root":route0,"routes/faq":route1};

import("/assets/entry.client-C.js");`;

const page = (nonce = "") => {
  const n = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html lang="en"><head><link rel="stylesheet" href="/assets/app-X.css"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-C.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/framework-D.js"${n}/>` +
    `<link rel="modulepreload" href="/assets/root-A.js"${n}/></head><body><main>Hi</main>` +
    `<script${n} type="module" async="">${body}</script>` +
    `<script>$RC("B:0","S:0")</script></body></html>`
  );
};

/** Runs a deferred module body with the imports and the paint observer stubbed; returns what it did. */
interface FakeImage {
  complete: boolean;
  box: { width: number; top: number; bottom: number };
  listeners: Record<string, () => void>;
}

/** An image the generated module can ask about: loaded or not, where on the page. */
const image = (complete: boolean, top: number): FakeImage => ({
  complete,
  box: { width: 300, top, bottom: top + 200 },
  listeners: {},
});

async function run(
  code: string,
  {
    visible = true,
    paint = true,
    images = [] as FakeImage[],
    storage = new Map<string, string>(),
    cookie = "",
  } = {},
) {
  const events: string[] = [];
  const win: Record<string, unknown> = {};
  const listeners = new Map<string, () => void>();
  let observerCallback: ((list: unknown, observer: unknown) => void) | undefined;
  class FakeObserver {
    static supportedEntryTypes = paint ? ["paint"] : [];
    constructor(callback: (list: unknown, observer: unknown) => void) {
      observerCallback = callback;
    }
    observe() {
      events.push("observe");
    }
    disconnect() {
      events.push("disconnect");
    }
  }
  const document = {
    images: images.map((fake) => ({
      complete: fake.complete,
      getBoundingClientRect: () => fake.box,
      addEventListener: (type: string, listener: () => void) => {
        fake.listeners[type] = listener;
      },
    })),
    visibilityState: visible ? "visible" : "hidden",
    referrer: "https://news.example/item",
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
    // What the page's cookies read as; a write is recorded, as the browser would keep it.
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      events.push(`cookie ${value}`);
    },
  };
  const location = {
    pathname: "/faq",
    search: "?utm_source=mail&x=1",
    origin: "https://rallyroom.test",
    protocol: "https:",
  };
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => storage.set(key, value),
  };
  const navigator = {
    sendBeacon: (url: string, blob: Blob) => {
      events.push(`beacon ${url}`);
      void blob.text().then((text) => events.push(`beacon body ${text}`));
      return true;
    },
  };
  const timers: (() => void)[] = [];
  const fn = new Function(
    "document",
    "window",
    "location",
    "sessionStorage",
    "navigator",
    "PerformanceObserver",
    "addEventListener",
    "removeEventListener",
    "setTimeout",
    "requestAnimationFrame",
    "innerHeight",
    "__import",
    code.replaceAll("import(", "__import("),
  );
  fn(
    document,
    win,
    location,
    sessionStorage,
    navigator,
    FakeObserver,
    (type: string, listener: () => void, options: unknown) => {
      // The intent listeners are on the capture phase; the visibility one is once.
      if (typeof options === "object" && options && "capture" in options) listeners.set(type, listener);
      else events.push(`listen ${type}`);
    },
    (type: string, listener: () => void, capture: unknown) => {
      if (capture === true && listeners.get(type) === listener) listeners.delete(type);
    },
    (callback: () => void, ms?: number) => {
      if (!ms) timers.push(callback);
      else events.push(`timer ${ms}`);
    },
    (callback: () => void) => {
      events.push("frame");
      timers.push(callback);
    },
    800,
    async (specifier: string) => {
      events.push(`import ${specifier}`);
      return { specifier };
    },
  );
  const paintNow = () => {
    observerCallback?.(
      { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) },
      { disconnect: () => events.push("disconnect") },
    );
  };
  // Until nothing is left: timers, and the promises and frames they lead to.
  const flush = async () => {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      if (!timers.length) return;
      while (timers.length) await timers.shift()?.();
    }
  };
  return { events, win, listeners, storage, paintNow, flush };
}

const imports = ["import /assets/root-A.js", "import /assets/faq-B.js", "import /assets/entry.client-C.js"];
/** The time-zone cookie the module writes as the scripts start (Node has no Temporal: Intl's zone). */
const zoneCookie = `cookie rr_tz=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}; Path=/; SameSite=Lax; Secure`;

describe("scripts after the first paint", () => {
  it("moves the module preloads out of the head and into the deferred module, keeping the rest", () => {
    for (const nonce of ["", "abc=="]) {
      const out = scriptsAfterFirstPaint(page(nonce));
      expect(out).not.toContain('<link rel="modulepreload"');
      expect(out).toContain('<link rel="stylesheet" href="/assets/app-X.css"/>');
      expect(out).toContain(
        `<script${nonce ? ` nonce="${nonce}"` : ""} type="module" async="">let visit = () =>`,
      );
      expect(out).toContain('["/assets/entry.client-C.js","/assets/framework-D.js","/assets/root-A.js"]');
      expect(out).not.toMatch(/import \* as/);
      expect(out.endsWith('<script>$RC("B:0","S:0")</script></body></html>')).toBe(true);
    }
  });

  it("leaves a page alone when its module does not start with React Router's route imports", () => {
    const other = page().replace(body, 'console.log("x")');
    expect(scriptsAfterFirstPaint(other)).toBe(other);
    expect(deferModuleBody('import "/a.js"; import * as route0 from "/b.js";')).toBeNull();
    expect(scriptsAfterFirstPaint("<html><body>no scripts</body></html>")).toBe(
      "<html><body>no scripts</body></html>",
    );
  });

  it("streams: holds the shell back until the module's end tag, in any chunking, then passes chunks on", () => {
    const html = page("n0nce");
    const whole = scriptsAfterFirstPaint(html);
    for (const size of [1, 7, 64, html.length]) {
      const stream = createScriptsAfterFirstPaint();
      let out = "";
      for (let at = 0; at < html.length; at += size) out += stream.push(html.slice(at, at + size));
      out += stream.flush();
      expect(out).toBe(whole);
    }
    const stream = createScriptsAfterFirstPaint();
    expect(stream.push(html)).toBe(whole);
    expect(stream.push("<p>later</p>")).toBe("<p>later</p>");
  });

  it("after the first paint records the visit; at the first intent preloads every file and imports the routes and the entry", async () => {
    const code = deferModuleBody(body, ["/assets/framework-D.js", "/assets/root-A.js"]) ?? "";
    const { events, win, listeners, storage, paintNow, flush } = await run(code);
    await flush();
    expect(events).toEqual(["observe", "listen visibilitychange", "timer 3000"]);
    expect([...listeners.keys()].sort()).toEqual(
      ["focusin", "keydown", "pointerdown", "pointerover", "scroll", "touchstart", "wheel"].sort(),
    );
    paintNow();
    await flush();
    // The visit: the page view to the site's endpoint and where the visit started, kept for the tab.
    expect(events.slice(3)).toEqual([
      "disconnect",
      "beacon /api/events",
      'beacon body {"name":"page_view","props":{"path":"/faq"},"path":"/faq","referrer":"https://news.example/item"}',
    ]);
    expect(JSON.parse(storage.get("rallyroom_attribution") ?? "")).toEqual({
      referrer: "https://news.example/item",
      landing_path: "/faq?utm_source=mail&x=1",
      utm_source: "mail",
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
    });
    expect(events.filter((event) => event.startsWith("import"))).toEqual([]);
    // The first intent (a touch) starts the scripts, once, and takes every intent listener down.
    listeners.get("touchstart")?.();
    expect(listeners.size).toBe(0);
    await flush();
    expect(events.slice(6)).toEqual([
      zoneCookie,
      "modulepreload /assets/framework-D.js",
      "modulepreload /assets/root-A.js",
      ...imports,
    ]);
    expect(win.__reactRouterRouteModules).toEqual({
      root: { specifier: "/assets/root-A.js" },
      "routes/faq": { specifier: "/assets/faq-B.js" },
    });
    expect(win.__rallyroomVisit).toBe("/faq");
  });

  it("remembers the visitor's time zone in a cookie at the first intent, before the scripts, once", async () => {
    const zone = encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone);
    const { events, listeners, paintNow, flush } = await run(deferModuleBody(body) ?? "");
    paintNow();
    await flush();
    expect(events.filter((event) => event.startsWith("cookie"))).toEqual([]);
    listeners.get("pointerover")?.();
    // In the intent's own task: before a click that follows it can start a navigation.
    expect(events.at(-1)).toBe(zoneCookie);
    await flush();
    expect(events.indexOf(zoneCookie)).toBeLessThan(events.indexOf("import /assets/root-A.js"));
    // Already remembered: nothing is written.
    const again = await run(deferModuleBody(body) ?? "", { cookie: `a=1; rr_tz=${zone}` });
    again.listeners.get("keydown")?.();
    await again.flush();
    expect(again.events.filter((event) => event.startsWith("cookie"))).toEqual([]);
    expect(again.events).toContain("import /assets/entry.client-C.js");
  });

  it("records the visit once, before the scripts, when an intent comes before the first paint", async () => {
    const storage = new Map([["rallyroom_attribution", '{"landing_path":"/"}']]);
    const { events, listeners, paintNow, flush } = await run(deferModuleBody(body) ?? "", { storage });
    listeners.get("keydown")?.();
    await flush();
    paintNow();
    await flush();
    expect(events.filter((event) => event === "beacon /api/events")).toHaveLength(1);
    expect(events.indexOf("beacon /api/events")).toBeLessThan(events.indexOf("import /assets/root-A.js"));
    // A visit that started on an earlier page keeps its start.
    expect(storage.get("rallyroom_attribution")).toBe('{"landing_path":"/"}');
  });

  it("loads nothing in a hidden tab or without paint timing until an intent", async () => {
    for (const options of [{ visible: false }, { paint: false }]) {
      const { events, listeners, flush } = await run(deferModuleBody(body) ?? "", options);
      await flush();
      expect(events).toContain("beacon /api/events");
      expect(events).not.toContain("observe");
      expect(events.filter((event) => event.startsWith("import"))).toEqual([]);
      listeners.get("pointerover")?.();
      await flush();
      expect(events.filter((event) => event.startsWith("import"))).toEqual(imports);
    }
  });

  describe('a page that hydrates at load (handle.hydrate: "load")', () => {
    it("imports after the first paint, with no intent listener and a 3 s limit", async () => {
      const { events, listeners, paintNow, flush } = await run(deferModuleBody(body, [], "load") ?? "");
      await flush();
      expect(listeners.size).toBe(0);
      expect(events).toContain("timer 3000");
      expect(events.filter((event) => event.startsWith("import"))).toEqual([]);
      paintNow();
      await flush();
      expect(events.slice(events.indexOf("frame"))).toEqual(expect.arrayContaining(["frame", ...imports]));
      expect(events.indexOf("beacon /api/events")).toBeLessThan(events.indexOf("import /assets/root-A.js"));
    });

    it("waits after the first paint for the pictures in view that are still loading, then a frame", async () => {
      const loading = image(false, 600);
      const failing = image(false, 100);
      const images = [
        image(true, 0),
        loading,
        failing,
        image(false, 900),
        { ...image(false, 0), box: { width: 0, top: 0, bottom: 0 } },
      ];
      const { events, paintNow, flush } = await run(deferModuleBody(body, [], "load") ?? "", { images });
      paintNow();
      await flush();
      // The loaded picture, the one below the fold (800 px) and the one not shown do not count.
      expect(Object.keys(loading.listeners).sort()).toEqual(["error", "load"]);
      expect(Object.keys(failing.listeners).sort()).toEqual(["error", "load"]);
      expect(images[3]?.listeners).toEqual({});
      expect(images[4]?.listeners).toEqual({});
      loading.listeners.load?.();
      await flush();
      expect(events).not.toContain("frame");
      expect(events).not.toContain("import /assets/entry.client-C.js");
      failing.listeners.error?.();
      await flush();
      expect(events.slice(events.indexOf("frame"))).toEqual(["frame", zoneCookie, ...imports]);
    });

    it("starts at once in a hidden tab or without paint timing", async () => {
      for (const options of [{ visible: false }, { paint: false }]) {
        const { events, flush } = await run(deferModuleBody(body, [], "load") ?? "", options);
        await flush();
        expect(events).toEqual(expect.arrayContaining(imports));
        expect(events).not.toContain("observe");
      }
    });
  });
});
