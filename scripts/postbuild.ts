import "./require-node.mjs";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PrerenderManifest } from "../server/host.ts";
import { inlineScriptHashes } from "../server/security.ts";

/**
 * After `react-router build`: list every prerendered page with the CSP hashes of its inline
 * scripts, so the host serves the files directly under a policy without 'unsafe-inline'.
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
  manifest[urlPath] = { file: relative, hashes: inlineScriptHashes(readFileSync(file, "utf8")) };
}
writeFileSync(path.join(buildDir, "prerendered.json"), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(
  `Prerendered pages: ${Object.keys(manifest).length} (CSP hashes written to build/prerendered.json)`,
);
