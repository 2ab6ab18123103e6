import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicFileIndex, publicFiles } from "../../server/static-files.ts";

/**
 * The host serves the client build's public files from a list made at start; every other path
 * reaches the app without a look on disk.
 */

let dir: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "rallyroom-public-"));
  mkdirSync(path.join(dir, "images", "team"), { recursive: true });
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, "pricing"));
  writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dir, "images", "team", "dana lee.jpg"), "jpeg");
  writeFileSync(path.join(dir, "assets", "app-1a2b.js"), "js");
  writeFileSync(path.join(dir, "pricing", "index.html"), "<p>prices</p>");
  const app = express();
  app.use(publicFiles(dir, { index: false, redirect: false, dotfiles: "ignore" }));
  app.use((req, res) => {
    res.status(299).send(`app:${req.method} ${req.path}`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("public files", () => {
  it("lists every file outside /assets by its URL path", () => {
    expect([...publicFileIndex(dir)].sort()).toEqual([
      "/favicon.svg",
      "/images/team/dana lee.jpg",
      "/pricing/index.html",
    ]);
    expect(publicFileIndex(path.join(dir, "missing")).size).toBe(0);
  });

  it("serves a listed file, also by its percent-encoded path", async () => {
    const icon = await fetch(`${base}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(await icon.text()).toBe("<svg/>");
    const photo = await fetch(`${base}/images/team/dana%20lee.jpg`);
    expect(photo.status).toBe(200);
    expect(await photo.text()).toBe("jpeg");
  });

  it("hands every other path to the app: pages, folders, posts, malformed escapes", async () => {
    for (const [method, pathname, seen] of [
      ["GET", "/pricing", "GET /pricing"],
      ["GET", "/images/team", "GET /images/team"],
      ["GET", "/assets/app-1a2b.js", "GET /assets/app-1a2b.js"],
      ["GET", "/%E0%A4%A", "GET /%E0%A4%A"],
      ["POST", "/favicon.svg", "POST /favicon.svg"],
    ] as const) {
      const response = await fetch(`${base}${pathname}`, { method });
      expect(response.status, pathname).toBe(299);
      expect(await response.text(), pathname).toBe(`app:${seen}`);
    }
  });
});
