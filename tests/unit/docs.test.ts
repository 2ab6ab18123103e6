import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

/**
 * Docs that name a file that is not there mislead the next reader more than no docs at all.
 * Every repository path named in the README, in docs/ and in a source comment must exist.
 */

const topFolders = ["app", "server", "scripts", "tests", "docs", "public", "content", ".ci"];
const rootFiles = new Set(
  readdirSync(root).filter((name) => !name.startsWith(".") && statSync(path.join(root, name)).isFile()),
);

function walk(folder: string, accept: (file: string) => boolean, found: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, folder), { withFileTypes: true })) {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!["node_modules", "build", "reports", ".react-router", "migrations"].includes(entry.name)) {
        walk(relative, accept, found);
      }
    } else if (accept(relative)) {
      found.push(relative);
    }
  }
  return found;
}

/**
 * Paths in `code spans`, and bare paths that start at a top folder and end in a file name.
 * A path struck through (~~`server/old.ts`~~) is a record of what a move replaced, not a claim.
 */
function namedPaths(source: string): string[] {
  const text = source.replace(/~~[^~]*~~/g, "");
  const candidates = new Set<string>();
  for (const match of text.matchAll(/`([^`\s]+)`/g)) candidates.add(match[1] ?? "");
  const bare = new RegExp(
    String.raw`(?:^|[\s("'])((?:${topFolders.map((f) => f.replace(".", String.raw`\.`)).join("|")})/[\w./-]*\.(?:tsx?|mjs|md|sql|css|json|pdf|svg|png|webp))\b`,
    "gm",
  );
  for (const match of text.matchAll(bare)) candidates.add(match[1] ?? "");
  return [...candidates]
    .map((candidate) => candidate.replace(/[.,:;)]+$/, "").replace(/^\.\//, ""))
    .filter(
      (candidate) =>
        !/[*{}<>…$]|\.\.\.|:\/\//.test(candidate) &&
        (topFolders.some((folder) => candidate.startsWith(`${folder}/`)) || rootFiles.has(candidate)),
    );
}

const exists = (relative: string) => existsSync(path.join(root, relative));

/** The README's folder map: an indented tree in the code block under "## Architecture". */
function folderMapPaths(readme: string): string[] {
  const block = /## Architecture[\s\S]*?```\n([\s\S]*?)```/.exec(readme)?.[1] ?? "";
  const paths: string[] = [];
  const parents: string[] = [];
  for (const line of block.split("\n")) {
    const indent = line.length - line.trimStart().length;
    // Descriptions wrap onto lines indented to the description column.
    if (!line.trim() || indent >= 24) continue;
    const names = /^([^\s,]+(?:, [^\s,]+)*)(?:\s{2,}|$)/.exec(line.trimStart())?.[1];
    if (!names) continue;
    const level = indent / 2;
    parents.length = level;
    const base = parents.join("");
    for (const name of names.split(", ")) paths.push(base + name);
    const last = names.split(", ").at(-1) ?? "";
    if (last.endsWith("/")) parents[level] = last;
  }
  return paths;
}

/** A superseded decision records the tree of its time: the files it names may be gone since. */
const superseded = (file: string) =>
  /^Status: Superseded/m.test(readFileSync(path.join(root, file), "utf8").split("\n## ")[0] ?? "");

describe("documentation names only files that exist", () => {
  const docs = ["README.md", ...walk("docs", (file) => file.endsWith(".md") && !superseded(file))];

  it.each(docs)("%s", (file) => {
    const missing = namedPaths(readFileSync(path.join(root, file), "utf8")).filter((named) => !exists(named));
    expect(missing).toEqual([]);
  });

  it("README folder map lists real folders and files", () => {
    const mapped = folderMapPaths(readFileSync(path.join(root, "README.md"), "utf8"));
    expect(mapped.length).toBeGreaterThan(20);
    expect(mapped.filter((named) => !exists(named.replace(/\/$/, "")))).toEqual([]);
  });

  it("source comments name only existing files", () => {
    const sources = topFolders
      .filter((folder) => folder !== "docs" && folder !== "public" && exists(folder))
      .flatMap((folder) => walk(folder, (file) => /\.(tsx?|mjs|css)$/.test(file)));
    const missing = sources.flatMap((file) =>
      namedPaths(readFileSync(path.join(root, file), "utf8"))
        .filter((named) => !exists(named))
        .map((named) => `${file}: ${named}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("decision records", () => {
  const decisions = walk("docs/decisions", (file) => file.endsWith(".md"));
  const numberOf = (file: string) => /\/(\d{3})-/.exec(file)?.[1] ?? "";
  const numbers = new Set(decisions.map(numberOf));
  /** The block above the first section: Status, Date, Supersedes and, once replaced, Superseded by. */
  const headOf = (file: string) => readFileSync(path.join(root, file), "utf8").split("\n## ")[0] ?? "";
  /** Decision numbers on a header line; a note in brackets ("in part: the PDFs") is not a number. */
  const named = (head: string, field: string) => {
    const line = new RegExp(`^${field}: (.*)$`, "m").exec(head)?.[1] ?? "";
    return [...line.replace(/\([^)]*\)/g, "").matchAll(/\b\d{3}\b/g)].map((match) => match[0]);
  };

  it.each(decisions)("%s has a status, a date and what it supersedes", (file) => {
    const head = headOf(file);
    expect(head).toMatch(/^Status: (Accepted|Superseded)\s*$/m);
    expect(head).toMatch(/^Date: \d{4}-\d{2}-\d{2}\s*$/m);
    expect(head).toMatch(/^Supersedes: (none|\d{3}( \([^)]+\))?(, \d{3}( \([^)]+\))?)*)\s*$/m);
    if (/^Status: Superseded/m.test(head))
      expect(named(head, "Superseded by"), "a superseded decision names what replaced it").not.toEqual([]);
    const unknown = [...named(head, "Supersedes"), ...named(head, "Superseded by")].filter(
      (number) => !numbers.has(number),
    );
    expect(unknown).toEqual([]);
  });

  it("record each replacement on both sides", () => {
    const heads = new Map(decisions.map((file) => [numberOf(file), headOf(file)]));
    const oneSided: string[] = [];
    for (const [number, head] of heads) {
      for (const older of named(head, "Supersedes"))
        if (!named(heads.get(older) ?? "", "Superseded by").includes(number))
          oneSided.push(`${number} supersedes ${older}, which does not say "Superseded by: ${number}"`);
      for (const newer of named(head, "Superseded by"))
        if (!named(heads.get(newer) ?? "", "Supersedes").includes(number))
          oneSided.push(`${number} is superseded by ${newer}, which does not say "Supersedes: ${number}"`);
    }
    expect(oneSided).toEqual([]);
  });
});

describe("documentation speaks in the third person", () => {
  const docs = ["README.md", ...walk("docs", (file) => file.endsWith(".md"))];
  /** Prose only: code blocks, code spans and quoted copy (the company speaking to visitors) are left out. */
  const prose = (source: string) =>
    source
      .replace(/```[\s\S]*?```/g, "")
      .replace(/`[^`\n]*`/g, "")
      .replace(/"[^"\n]*"|“[^”\n]*”/g, "");

  it.each(docs)("%s has no I, we, my, our or us", (file) => {
    const firstPerson = prose(readFileSync(path.join(root, file), "utf8"))
      .split("\n")
      .filter((line) => /\b(I|we|We|my|My|our|Our|us)\b/.test(line));
    expect(firstPerson).toEqual([]);
  });
});
