import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { firstNewerThan } from "../../scripts/lib/build.ts";

describe("a stale production build (npm run audit and npm run bench rebuild it)", () => {
  let dir = "";
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("names the first input changed after the build, in folders at any depth, and none when all are older", () => {
    dir = mkdtempSync(path.join(tmpdir(), "rallyroom-build-"));
    const built = Date.UTC(2026, 10, 24, 12) / 1000;
    const file = (relative: string, seconds: number) => {
      const full = path.join(dir, relative);
      mkdirSync(path.dirname(full), { recursive: true });
      writeFileSync(full, "x");
      utimesSync(full, seconds, seconds);
      return full;
    };
    const config = file("vite.config.ts", built - 60);
    file("sources/routes/home.tsx", built - 60);
    const deep = file("sources/components/ui/button.tsx", built - 60);
    const inputs = [path.join(dir, "sources"), config, path.join(dir, "missing")];

    expect(firstNewerThan(built * 1000, inputs)).toBeNull();
    utimesSync(deep, built + 1, built + 1);
    expect(firstNewerThan(built * 1000, inputs)).toBe(deep);
    utimesSync(deep, built - 60, built - 60);
    utimesSync(config, built + 1, built + 1);
    expect(firstNewerThan(built * 1000, inputs)).toBe(config);
  });
});
