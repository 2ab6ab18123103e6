import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The layout's rules, checked so that they keep holding: server/ is the Node host only;
 * everything server-only that Vite bundles lives in app/server/ as *.server.ts; scripts never
 * reach into tests; the layers run one way (the lint, probed here); and each list the site keeps
 * has one source (docs/decisions/051-layers-and-single-lists.md).
 */

const root = fileURLToPath(new URL("../../", import.meta.url));

function files(folder: string, skip: string[] = []): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.posix.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !skip.some((part) => file.includes(part)));
}

const importsOf = (file: string) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)].map(
    (match) => match[1] ?? "",
  );

describe("layout", () => {
  it("server/ holds only files Node runs directly, importing no bundled code", () => {
    for (const file of files("server")) {
      // The Node version guard is plain JavaScript: any Node must be able to run it to refuse itself.
      expect(file, "server/ is for the Node host: TypeScript run by type stripping").toMatch(
        /(\.ts|\/require-node\.mjs)$/,
      );
      for (const specifier of importsOf(file)) {
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^~\//);
        // The host reaches bundled code only through the built server entry (a type import here),
        // plus plain modules it shares with the app: the site's settings, which paths are the
        // staff's (app/lib/staff-path.ts) and what a placeholder contact is (app/config/contacts.ts),
        // the last two importing nothing.
        if (specifier.includes("/app/"))
          expect(specifier, file).toMatch(
            /app\/(entry\.server\.tsx|config\/site\.ts|config\/contacts\.ts|lib\/staff-path\.ts)$/,
          );
      }
    }
  });

  it("server-only app code lives in app/server as *.server.ts (or .server.tsx)", () => {
    const serverFiles = files("app/server", ["/migrations/"]);
    expect(serverFiles.length).toBeGreaterThan(20);
    expect(serverFiles.filter((file) => !/\.server\.tsx?$/.test(file))).toEqual([]);
    const elsewhere = files("app", ["app/server/"]).filter((file) => /\.server\.tsx?$/.test(file));
    expect(elsewhere).toEqual(["app/entry.server.tsx"]);
  });

  it("app code never imports the host, and scripts never import tests", () => {
    for (const file of files("app").filter((name) => /\.tsx?$/.test(name))) {
      for (const specifier of importsOf(file)) expect(specifier, file).not.toMatch(/^(\.\.\/)+server\//);
    }
    for (const file of files("scripts")) {
      for (const specifier of importsOf(file)) expect(specifier, file).not.toMatch(/(^|\/)tests\//);
    }
  });
});

/** Static value imports of a module (type-only imports are erased before Node or Vite sees them). */
const valueImportsOf = (file: string) =>
  [
    ...readFileSync(path.join(root, file), "utf8").matchAll(
      /^(?:import|export)(?!\s+type\b)[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gms,
    ),
  ].map((match) => match[1] ?? match[2] ?? "");

describe("app modules that run without Vite", () => {
  // Node runs scripts/ and server/ directly, and React Router loads react-router.config.ts and
  // app/routes.ts itself: none of them resolves the ~/ alias. What they import from app/ must
  // import by relative path with its extension (the route table, the site's settings, …): the
  // one place the lint allows a relative path out of a layer folder (biome.json).
  const seeds = [
    ...files("scripts").filter((file) => /\.(ts|mjs)$/.test(file)),
    ...files("server"),
    "react-router.config.ts",
    "app/routes.ts",
  ];
  const reached = new Set<string>();
  const queue = [...seeds];
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of valueImportsOf(file)) {
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
      const found = [target, `${target}.ts`, `${target}.tsx`].find((candidate) =>
        existsSync(path.join(root, candidate)),
      );
      if (found?.startsWith("app/")) queue.push(found);
    }
  }
  const appModules = [...reached].filter((file) => file.startsWith("app/")).sort();

  it("include the route table and the site's settings", () => {
    expect(appModules).toContain("app/content/route-table.ts");
    expect(appModules).toContain("app/config/site.ts");
  });

  it.each(appModules)("%s imports app code by relative paths Node can resolve", (file) => {
    for (const specifier of valueImportsOf(file)) {
      expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^~\//);
      if (specifier.startsWith(".")) expect(specifier, `${file} imports ${specifier}`).toMatch(/\.tsx?$/);
    }
  });
});

/**
 * The layers run one way (docs/decisions/051-layers-and-single-lists.md): biome.json's
 * noRestrictedImports, set per folder, refuses each kind of import below. Every probe is written
 * into the folder it stands for, in a scratch copy of the tree's layout that holds the project's
 * biome.json (so no other test walking app/ ever meets a probe), and linted in one run of Biome;
 * each must fail with the rule, on its own file, with the message that names what it broke.
 */
describe("lint keeps the layers one way", () => {
  const layer = "imports only";
  const alias = "through the ~/ alias";
  const serverOnly = "Server-only code";
  const server = "Server modules import";
  const cases: [folder: string, specifier: string, message: string][] = [
    // Server-only code stays out of what runs in the browser.
    ["app/components", "~/server/runtime.server", serverOnly],
    ["app/domain", "~/server/services/leads.server", serverOnly],
    ["app/content", "../server/http.server", alias],
    ["app/lib", "~/server/http.server", serverOnly],
    ["app/config", "~/server/http.server", serverOnly],
    // Each layer imports only from the layers to its left.
    ["app/config", "~/domain/catalogue", "bottom layer"],
    ["app/domain", "~/content/activities", layer],
    ["app/content", "~/lib/toast-store", layer],
    ["app/content", "~/components/ui/icon", layer],
    ["app/lib", "~/components/ui/icon", layer],
    ["app/components/ui", "~/routes/home", layer],
    ["app/domain", "~/routes", layer],
    // Server modules sit beside the layers: never components or routes.
    ["app/server", "~/components/ui/icon", server],
    ["app/server/services", "~/routes/home", server],
    // No relative path around the alias.
    ["app/domain", "../config/site", alias],
    ["app/components/ui", "../../lib/seo", alias],
    ["app/components", "../lib/seo", alias],
    ["app/server/services", "../../config/site", alias],
    ["app/server/db/schema", "../../../domain/leads", alias],
    ["app/routes", "../lib/seo", alias],
  ];
  const scratch = mkdtempSync(path.join(tmpdir(), "rallyroom-lint-"));
  const config = JSON.parse(readFileSync(path.join(root, "biome.json"), "utf8"));
  writeFileSync(path.join(scratch, "biome.json"), JSON.stringify({ ...config, vcs: { enabled: false } }));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));
  const writeProbe = (folder: string, name: string, specifier: string) => {
    mkdirSync(path.join(scratch, folder), { recursive: true });
    const probe = path.join(folder, `${name}.ts`);
    writeFileSync(path.join(scratch, probe), `import { x } from "${specifier}";\nexport const y = x;\n`);
    return probe;
  };
  const biome = (args: string[]) =>
    spawnSync(path.join(root, "node_modules/.bin/biome"), ["lint", "--reporter=github", ...args], {
      cwd: scratch,
      encoding: "utf8",
    });

  it("refuses each kind of import that breaks them", () => {
    const probes = cases.map(([folder, specifier], i) => writeProbe(folder, `lint-probe-${i}`, specifier));
    const run = biome(["--max-diagnostics=none", "--only=style/noRestrictedImports", ...probes]);
    expect(run.status).not.toBe(0);
    const found = run.stdout.split("\n").filter((line) => line.startsWith("::error"));
    cases.forEach(([folder, specifier, message], i) => {
      const diagnostics = found.filter((line) => line.includes(`lint-probe-${i}.ts,`));
      expect(diagnostics.length, `${folder} importing ${specifier}`).toBeGreaterThan(0);
      for (const line of diagnostics) expect(line).toContain("lint/style/noRestrictedImports");
      expect(
        diagnostics.some((line) => line.includes(message)),
        `${folder} importing ${specifier}: ${diagnostics.join("\n")}`,
      ).toBe(true);
    });
  }, 60_000);

  it("lets each layer import its own and the layers to its left, and routes import server code", () => {
    const allowed: [folder: string, specifier: string][] = [
      ["app/domain", "~/config/site"],
      ["app/content", "~/domain/catalogue"],
      ["app/lib", "~/content/shapes"],
      ["app/components/ui", "~/lib/seo"],
      ["app/components/ui", "../sections/page-hero"],
      ["app/routes", "~/server/http.server"],
      ["app/server/services", "../db/client.server"],
      ["app/server", "~/lib/seo"],
    ];
    const probes = allowed.map(([folder, specifier], i) =>
      writeProbe(folder, `lint-probe-ok-${i}`, specifier),
    );
    const run = biome(["--only=style/noRestrictedImports", ...probes]);
    expect(run.stdout.split("\n").filter((line) => line.startsWith("::error"))).toEqual([]);
    expect(run.status).toBe(0);
  }, 60_000);
});

/** Arrays written out in source as string literals only (`["a", "b"]`), with their elements. */
function stringArrays(file: string): string[][] {
  const source = readFileSync(path.join(root, file), "utf8");
  return [...source.matchAll(/\[\s*(?:"[^"\n]*"\s*,\s*)+"[^"\n]*"\s*,?\s*\]/g)].map((match) =>
    [...match[0].matchAll(/"([^"\n]*)"/g)].map((element) => element[1] ?? ""),
  );
}

describe("one source for each list", () => {
  const sources = [
    ...files("app").filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)),
    ...files("scripts").filter((file) => file.endsWith(".ts")),
    ...files("server"),
    "vite.config.ts",
    "react-router.config.ts",
  ];
  const listsOf = (values: readonly string[], atLeast: number, except: string) =>
    sources
      .filter((file) => file !== except)
      .flatMap((file) =>
        stringArrays(file)
          .filter((list) => list.filter((element) => values.includes(element)).length >= atLeast)
          .map((list) => `${file}: ${list.join(", ")}`),
      );

  it("route paths: the route table, and no other list of them", async () => {
    const { flatRoutes } = await import("~/content/route-table");
    const patterns = flatRoutes.map((route) => route.pattern);
    expect(patterns.length).toBeGreaterThan(80);
    expect(listsOf(patterns, 4, "app/content/route-table.ts")).toEqual([]);
  });

  it("vibes: the catalogue's vibeOptions, with a page for each", async () => {
    const { vibeOptions } = await import("~/domain/catalogue");
    const { vibePages } = await import("~/content/vibe-pages");
    const { vibeScenes } = await import("~/content/scenes");
    const ids = vibeOptions.map((option) => option.id);
    expect(listsOf(ids, 2, "app/domain/catalogue.ts")).toEqual([]);
    expect(vibePages.map((page) => page.slug).sort()).toEqual([...ids].sort());
    expect(Object.keys(vibeScenes).sort()).toEqual([...ids].sort());
  });

  it("quiz parameters: the prerendered /quiz reads the quiz's own list", async () => {
    const { queryRenderedPages } = await import("~/content/route-table");
    const { quizParams } = await import("~/domain/quiz");
    expect(queryRenderedPages["/quiz"]).toBe(quizParams);
  });

  it("the voucher's expiry: copy prints site.voucher.expiryDays, never the number", async () => {
    const { site } = await import("~/config/site");
    const { voucherFinePrint } = await import("~/domain/voucher");
    const days = site.voucher.expiryDays;
    expect(voucherFinePrint).toContain(`Expires ${days} days`);
    const copy = [...sources.filter((file) => file.startsWith("app/")), ...files("content")];
    const written = copy.filter((file) =>
      new RegExp(`\\b${days}[\\s-]*days?\\b|\\bfourteen[\\s-]*days?\\b`, "i").test(
        readFileSync(path.join(root, file), "utf8"),
      ),
    );
    expect(written).toEqual([]);
  });

  // docs/decisions/055-few-script-files.md: the framework by package folders, the app's modules by
  // how many pages import them; no group names a file or folder inside app/.
  it("chunk groups: the framework's and the shared app modules', no list of app files", () => {
    const config = readFileSync(path.join(root, "vite.config.ts"), "utf8");
    const groups = /groups:\s*\[([\s\S]*?)\]\s*,?\s*\}/.exec(config)?.[1] ?? "";
    expect([...groups.matchAll(/\bname:\s*"([^"]+)"/g)].map((match) => match[1])).toEqual([
      "framework",
      "shared",
    ]);
    expect(groups).toContain('name: "shared", test: /[\\\\/]app[\\\\/]/, minShareCount:');
    expect(config).not.toMatch(/app\[\\\\\/\]\w/);
  });
});

describe("how the production server is started", () => {
  it("npm start and npm run serve pass the memory settings of server/process-settings.ts", async () => {
    const { serverMemoryEnv, serverNodeFlags } = await import("../../server/process-settings.ts");
    const scripts = (
      JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    const env = Object.entries(serverMemoryEnv)
      .map(([name, value]) => `${name}=\${${name}:-${value}}`)
      .join(" ");
    const command = `${env} node ${serverNodeFlags.join(" ")} server/main.ts`;
    expect(scripts.serve).toBe(command);
    expect(scripts.start).toBe(`npm run build && ${command}`);
  });
});
