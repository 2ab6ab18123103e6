import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import Negotiator from "negotiator";

/** Encodings written beside a file at build time (scripts/postbuild.ts), best first. */
export const precompressedEncodings = [
  { encoding: "br", extension: ".br" },
  { encoding: "gzip", extension: ".gz" },
] as const;

/** The build's precompressed copies: relative path → encodings present beside it. */
export function precompressedIndex(dir: string): Map<string, Set<string>> {
  const index = new Map<string, Set<string>>();
  const walk = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      const variant = precompressedEncodings.find(({ extension }) => entry.name.endsWith(extension));
      if (!variant) continue;
      const original = path.relative(dir, full.slice(0, -variant.extension.length)).split(path.sep).join("/");
      const encodings = index.get(original) ?? new Set<string>();
      encodings.add(variant.encoding);
      index.set(original, encodings);
    }
  };
  walk(dir);
  return index;
}

/**
 * Which precompressed copy to send, of the encodings `available` for a file, by the request's
 * Accept-Encoding (q-values honoured; at equal q brotli wins, being ~13% smaller): none when the
 * client accepts neither or there is no copy (compression() then takes over).
 */
export function pickEncoding(
  req: Request,
  available: ReadonlySet<string> | undefined,
): (typeof precompressedEncodings)[number] | undefined {
  if (!available) return undefined;
  const offered = precompressedEncodings.filter(({ encoding }) => available.has(encoding));
  if (offered.length === 0) return undefined;
  const names = offered.map(({ encoding }) => encoding);
  const [best] = new Negotiator(req).encodings([...names, "identity"], { preferred: names });
  return offered.find(({ encoding }) => encoding === best);
}

const contentTypes: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".html": "text/html; charset=utf-8",
};

/**
 * Vite's hashed files under /assets: the precompressed copy when the client takes one, cached
 * for a year. Only nosniff of the security headers: CSP, framing and permission headers govern
 * documents, and on ~25 scripts per page they would cost a visitor ~20 KB of headers.
 */
export function hashedAssets(assetsDir: string) {
  const index = precompressedIndex(assetsDir);
  // An app of its own: res.sendFile takes its ETag switch from the app's settings. The hash in
  // the name is the version and `immutable` means never revalidated, so the files go without
  // validators (~30 bytes less on each of a page's scripts).
  const app = express();
  app.disable("etag");
  app.disable("x-powered-by");
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const name = req.path.slice(1);
    const pick = pickEncoding(req, index.get(name));
    if (!pick) return next();
    const type = contentTypes[path.extname(name)];
    res.setHeader("Vary", "Accept-Encoding");
    res.sendFile(name + pick.extension, {
      root: assetsDir,
      dotfiles: "deny",
      immutable: true,
      maxAge: "1y",
      lastModified: false,
      acceptRanges: false,
      headers: { "Content-Encoding": pick.encoding, ...(type ? { "Content-Type": type } : {}) },
    });
  });
  return app;
}

/**
 * Drops the document-only security headers from a script, style sheet or font (SVG keeps them:
 * opened on its own, it is a document that could run script).
 */
export function assetHeadersOnly(req: Request, res: Response, next: NextFunction) {
  if (!/\.(js|css|woff2)$/.test(req.path)) return next();
  for (const name of [
    "Content-Security-Policy",
    "X-Frame-Options",
    "Referrer-Policy",
    "Permissions-Policy",
    "Cross-Origin-Opener-Policy",
  ]) {
    res.removeHeader(name);
  }
  next();
}

/**
 * The files of the client build outside /assets (favicon, images, PDFs, robots…), by URL path,
 * listed once at start: the build never changes under a running server.
 */
export function publicFileIndex(clientDir: string): Set<string> {
  const files = new Set<string>();
  if (!existsSync(clientDir)) return files;
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path
      .relative(clientDir, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join("/");
    if (!relative.startsWith("assets/")) files.add(`/${relative}`);
  }
  return files;
}

/**
 * express.static for the listed files only. Every other path (a rendered page, a form's POST,
 * a data request) goes straight on to the app: express.static would look each one up on disk
 * and build a 404 error with its stack before passing it on, ~2% of a rendered page's server
 * time (`npm run bench -- --profile cpu`).
 */
export function publicFiles(clientDir: string, options: Parameters<typeof express.static>[1]) {
  const files = publicFileIndex(clientDir);
  const serve = express.static(clientDir, options);
  return (req: Request, res: Response, next: NextFunction) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return files.has(pathname) ? serve(req, res, next) : next();
  };
}
