import "../server/require-node.mjs";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { queryRenderedPages } from "../app/content/route-table.ts";
import type { PrerenderManifest } from "../server/host.ts";
import { inlineScriptHashes } from "../server/security.ts";

/**
 * After `react-router build`: list every prerendered page with the CSP hashes of its inline
 * scripts, so the host serves the files directly under a policy without 'unsafe-inline'. Then
 * write brotli (quality 11) and gzip (level 9) copies of the hashed scripts and styles and of the
 * prerendered pages, which the host sends as they are (server/static-files.ts, server/host.ts):
 * smaller than compressing per request (a page's brotli at quality 11 is ~18% smaller than at the
 * quality a server can afford per request), and no compression work per visit.
 */
const buildDir = fileURLToPath(new URL("../build/", import.meta.url));
const clientDir = path.join(buildDir, "client");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* htmlFiles(full);
    else if (entry.isFile() && entry.name === "index.html") yield full;
  }
}

const manifest: PrerenderManifest = {};
for (const file of htmlFiles(clientDir)) {
  const relative = path.relative(clientDir, file).split(path.sep).join("/");
  const urlPath = `/${relative.replace(/(^|\/)index\.html$/, "")}`.replace(/\/$/, "") || "/";
  const query = queryRenderedPages[urlPath];
  manifest[urlPath] = {
    file: relative,
    hashes: inlineScriptHashes(readFileSync(file, "utf8")),
    ...(query ? { query: [...query] } : {}),
  };
}
writeFileSync(path.join(buildDir, "prerendered.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Prerendered pages: ${Object.keys(manifest).length} (CSP hashes written to build/prerendered.json)`,
);

/** Writes the .br and .gz copies of a file beside it (a copy that is not smaller is not worth a header). */
function precompress(file: string): { raw: number; brotli: number } {
  const content = readFileSync(file);
  const br = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  const gz = gzipSync(content, { level: 9 });
  if (br.length < content.length) writeFileSync(`${file}.br`, br);
  if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
  return { raw: content.length, brotli: Math.min(br.length, content.length) };
}

const sum = (sizes: Array<{ raw: number; brotli: number }>) => ({
  files: sizes.length,
  raw: sizes.reduce((total, size) => total + size.raw, 0),
  brotli: sizes.reduce((total, size) => total + size.brotli, 0),
});
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const assetsDir = path.join(clientDir, "assets");
const assets = sum(
  readdirSync(assetsDir)
    .filter((name) => /\.(js|css|svg|json)$/.test(name))
    .map((name) => precompress(path.join(assetsDir, name))),
);
const pages = sum(Object.values(manifest).map((page) => precompress(path.join(clientDir, page.file))));
console.log(
  `Precompressed ${assets.files} assets: ${kb(assets.raw)} → ${kb(assets.brotli)} brotli; ` +
    `${pages.files} prerendered pages: ${kb(pages.raw)} → ${kb(pages.brotli)} brotli`,
);
