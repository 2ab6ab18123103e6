import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The layout's rules, checked so that they keep holding: server/ is the Node host only;
 * everything server-only that Vite bundles lives in app/server/ as *.server.ts; scripts never
 * reach into tests; browser-side folders cannot import server-only modules.
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
      expect(file, "server/ is for the Node host: TypeScript run by type stripping").toMatch(/\.ts$/);
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

  it("server-only app code lives in app/server as *.server.ts", () => {
    const serverFiles = files("app/server", ["/migrations/"]);
    expect(serverFiles.length).toBeGreaterThan(20);
    expect(serverFiles.filter((file) => !file.endsWith(".server.ts"))).toEqual([]);
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

describe("lint keeps server-only modules out of browser code", () => {
  const probes: string[] = [];
  afterAll(() => {
    for (const probe of probes) rmSync(probe, { force: true });
  });

  it.each([
    ["app/components", "~/server/runtime.server"],
    ["app/domain", "~/server/services/leads.server"],
    ["app/content", "../server/http.server"],
  ])(
    "%s cannot import %s",
    (folder, specifier) => {
      const probe = path.join(root, folder, `lint-probe-${process.pid}.ts`);
      probes.push(probe);
      writeFileSync(probe, `import { x } from "${specifier}";\nexport const y = x;\n`);
      const biome = spawnSync(path.join(root, "node_modules/.bin/biome"), ["lint", probe], {
        cwd: root,
        encoding: "utf8",
      });
      rmSync(probe, { force: true });
      expect(biome.status).not.toBe(0);
      expect(biome.stdout + biome.stderr).toContain("noRestrictedImports");
      // Biome builds the project's module graph for each probe (~3 s; more on a busy machine).
    },
    30_000,
  );
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
