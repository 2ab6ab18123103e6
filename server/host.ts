import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express, { type NextFunction, type Request, type Response } from "express";
import { matchRoutes, type RouteObject, RouterContextProvider, type ServerBuild } from "react-router";
import type { ServerEntry } from "../app/entry.server.tsx";
import { batchedWrites } from "./batched-writes.ts";
import { contentSecurityPolicy, securityHeaders } from "./security.ts";
import {
  assetHeadersOnly,
  hashedAssets,
  pickEncoding,
  precompressedEncodings,
  publicFiles,
} from "./static-files.ts";

export interface PrerenderedPage {
  /** Path of the HTML file relative to the client build folder. */
  file: string;
  /** CSP sha256 sources of its inline scripts. */
  hashes: string[];
  /**
   * Query parameters the page reads (app/content/route-table.ts, written here by the postbuild): a
   * request carrying one is rendered by React Router for that URL instead of served from disk.
   */
  query?: string[];
}

export type PrerenderManifest = Record<string, PrerenderedPage>;

export interface HostOptions {
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Folder of the client build: hashed assets, public files, prerendered HTML. */
  clientDir?: string;
  prerendered?: PrerenderManifest;
  trustProxy: string;
  dev?: boolean;
  /** Development: Vite's middleware, placed before the app. */
  devMiddleware?: express.RequestHandler;
}

export function readPrerenderManifest(buildDir: string): PrerenderManifest {
  const file = path.join(buildDir, "prerendered.json");
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, "utf8")) as PrerenderManifest;
}

/** Whether the query string names one of `params`, the parameters a prerendered page reads. */
export function readsQuery(params: readonly string[] | undefined, search: string): boolean {
  if (!params || search.length <= 1) return false;
  const query = new URLSearchParams(search);
  return params.some((name) => query.has(name));
}

/**
 * Prerendered pages are answered straight from disk, with the CSP hashes of their scripts: the
 * build's brotli or gzip copy when the browser takes one (scripts/postbuild.ts), else the file,
 * which compression() then compresses. A page asked for with a query it reads (a search, a quiz
 * step) is left to React Router, which renders it for that URL.
 */
function prerenderedPages(clientDir: string, manifest: PrerenderManifest) {
  const copies = new Map<string, Set<string>>();
  for (const page of Object.values(manifest)) {
    const encodings = precompressedEncodings
      .filter(({ extension }) => existsSync(path.join(clientDir, page.file + extension)))
      .map(({ encoding }) => encoding);
    if (encodings.length) copies.set(page.file, new Set(encodings));
  }
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const pathname = req.path.length > 1 ? req.path.replace(/\/+$/, "") : req.path;
    const page = manifest[pathname];
    if (!page) return next();
    const at = req.originalUrl.indexOf("?");
    if (at >= 0 && readsQuery(page.query, req.originalUrl.slice(at))) return next();
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ hashes: page.hashes }));
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.setHeader("Vary", "Accept-Encoding");
    const copy = pickEncoding(req, copies.get(page.file));
    res.sendFile(page.file + (copy?.extension ?? ""), {
      root: clientDir,
      dotfiles: "deny",
      // A byte range of the compressed copy is not a range of the page.
      acceptRanges: !copy,
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        ...(copy ? { "Content-Encoding": copy.encoding } : {}),
      },
    });
  };
}

/** A request header as the policy reads it: one string, or null when absent. */
function headerOf(req: Request, name: string): string | null {
  const value = req.headers[name.toLowerCase()];
  if (value === undefined) return null;
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * What `compression()` compresses: what it would by default, except the JSON answers to POSTs (a
 * form's acknowledgement or its field errors, tens of bytes, sent without a length so the size
 * threshold cannot apply): gzip made them larger (21 → 41 bytes) and cost a zlib stream per
 * request, ~8% of the server's time under `npm run bench`'s lead writes.
 */
export function shouldCompress(req: Request, res: Response): boolean {
  const type = String(res.getHeader("Content-Type") ?? "");
  if (req.method === "POST" && /^application\/json\b/i.test(type)) return false;
  return compression.filter(req, res);
}

/**
 * Brotli as compression() runs it on rendered pages and data, at quality 5 instead of its 4
 * (decision 058: a /book document ~6% smaller, inside a new connection's first round trip), in
 * one pass per page (`batchedWrites`), with a 64 KB window instead of 4 MB: the pages are
 * 25–75 KB and come out the same size, and Brotli's tables for it stay in the heap. With the
 * default window quality 5 allocates a 1 MB hash table, which the process's 1 MB mmap threshold
 * maps and unmaps for every response: 5–8 ms per page against 1–2 ms
 * (docs/decisions/067-rendered-pages-compressed-once.md).
 */
const rendered = { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_LGWIN]: 16 };

type Takes = readonly ("GET" | "POST")[];
const takesByBuild = new WeakMap<ServerBuild, (pathname: string) => Takes>();

/**
 * What the route a path lands on takes, read from the route's module in the build: GET where it
 * has a page or a loader, POST where it has an action. A data URL (`/billing.data`, `/_.data`) is
 * its page's. Every path lands on some route: the catch-all draws the 404 page.
 */
export function routeTakes(build: ServerBuild): (pathname: string) => Takes {
  const known = takesByBuild.get(build);
  if (known) return known;
  const all = Object.values(build.routes).filter((route) => route !== undefined);
  const tree = (parentId: string | undefined): RouteObject[] =>
    all
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, caseSensitive: route.caseSensitive }
          : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
      );
  const routes = tree(undefined);
  // matchRoutes flattens and ranks the whole tree on every call (5% of a rendered page's CPU,
  // 18% of a lead's): a path's answer never changes for a build, so the last paths are kept.
  const seen = new Map<string, Takes>();
  const takes = (pathname: string): Takes => {
    const known = seen.get(pathname);
    if (known) return known;
    const page = pathname.endsWith("/_.data") ? pathname.slice(0, -6) : pathname.replace(/\.data$/, "");
    const leaf = matchRoutes(routes, page)?.at(-1)?.route.id;
    const module = leaf ? build.routes[leaf]?.module : undefined;
    const answer: Takes = !module
      ? ["GET"]
      : [
          ...(module.default || module.loader ? ["GET" as const] : []),
          ...(module.action ? ["POST" as const] : []),
        ];
    if (seen.size >= 1_000) seen.delete(seen.keys().next().value as string);
    seen.set(pathname, answer);
    return answer;
  };
  takesByBuild.set(build, takes);
  return takes;
}

/**
 * The app's request policy (methods, same-origin, body type and size, rate limits), applied to
 * everything that reaches the app, before anything reads a body. Its answer is sent as it is.
 */
function requestPolicy(buildOf: () => Promise<ServerBuild>) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const build = await buildOf();
      const entry = build.entry.module as unknown as ServerEntry;
      const refusal = await entry.checkRequest({
        method: req.method,
        // The origin as the browser addressed it (X-Forwarded-* only from trusted proxies).
        url: `${req.protocol}://${req.host ?? "localhost"}${req.originalUrl}`,
        headers: { get: (name) => headerOf(req, name) },
        clientIp: req.ip ?? "unknown",
        takes: routeTakes(build)(req.path),
      });
      if (!refusal) return next();
      res.status(refusal.status);
      refusal.headers.forEach((value, name) => {
        res.setHeader(name, value);
      });
      res.end(Buffer.from(await refusal.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  };
}

export function createHost(options: HostOptions): express.Express {
  const { clientDir, prerendered = {}, dev = false } = options;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  app.set("etag", "strong");

  app.use(securityHeaders({ dev }));
  app.use(compression({ filter: shouldCompress, brotli: { params: rendered } }));
  if (options.devMiddleware) app.use(options.devMiddleware);

  if (clientDir) {
    // Vite hashes every file under /assets: cache them forever, send the build's brotli or gzip copy.
    const assetsDir = path.join(clientDir, "assets");
    app.use("/assets", assetHeadersOnly, hashedAssets(assetsDir));
    app.use(
      "/assets",
      express.static(path.join(clientDir, "assets"), {
        immutable: true,
        maxAge: "1y",
        index: false,
        redirect: false,
      }),
    );
    app.use(prerenderedPages(clientDir, prerendered));
    app.use(publicFiles(clientDir, { maxAge: "1h", index: false, redirect: false, dotfiles: "ignore" }));
  }

  const build = options.build;
  const buildOf = async () => (typeof build === "function" ? await build() : build);
  const entryOf = async () => (await buildOf()).entry.module as unknown as ServerEntry;
  app.use(requestPolicy(buildOf));
  app.use(batchedWrites);
  app.use(
    createRequestHandler({
      build,
      mode: dev ? "development" : "production",
      getLoadContext: async (req, res) => {
        const entry = await entryOf();
        const context = new RouterContextProvider();
        // req.ip honours X-Forwarded-For only from the proxies TRUST_PROXY names.
        context.set(entry.requestInfoContext, {
          nonce: String(res.locals.cspNonce),
          clientIp: req.ip ?? "unknown",
        });
        return context;
      },
    }),
  );

  // Errors that escape everything above: never leak details, never a bare stack.
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number; statusCode?: number }).status ?? 500;
    // The kind and the first line of the message only: never a request's submitted values.
    if (status >= 500) {
      const { name, message } = error instanceof Error ? error : { name: typeof error, message: "" };
      console.error(`Request failed: ${name}: ${message.split("\n")[0]?.slice(0, 300)}`);
    }
    if (res.headersSent) return;
    const safe = status >= 400 && status < 500 ? status : 500;
    res.status(safe).json({ error: safe === 500 ? "Something went wrong on our side." : "Bad request." });
  });

  return app;
}
