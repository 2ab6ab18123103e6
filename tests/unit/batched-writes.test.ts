import { request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { batchedWrites } from "../../server/batched-writes.ts";

/**
 * The host joins the chunks a rendered page arrives in (each followed by a flush, as React
 * Router writes them) into one compressed write per burst, and still sends what comes later.
 */

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** Serves `handler` behind compression() and the batcher; the raw body chunks of one GET. */
async function get(handler: express.RequestHandler, onChunk?: (chunk: Buffer) => void) {
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use(batchedWrites);
  app.use(handler);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server?.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return new Promise<{ chunks: Buffer[]; encoding: string | undefined }>((resolve, reject) => {
    request({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": "br" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        onChunk?.(chunk);
      });
      res.on("end", () => resolve({ chunks, encoding: res.headers["content-encoding"] }));
    })
      .on("error", reject)
      .end();
  });
}

const flushOf = (res: express.Response) => (res as unknown as { flush: () => void }).flush;

describe("batched writes", () => {
  it("sends a burst of flushed chunks as one compressed write, the same bytes", async () => {
    const parts = Array.from({ length: 12 }, (_, n) => `<p>part ${n} ${"x".repeat(200 + n)}</p>`);
    const { chunks, encoding } = await get((_req, res) => {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      for (const part of parts) {
        res.write(part);
        flushOf(res)();
      }
      res.end();
    });
    expect(encoding).toBe("br");
    expect(chunks).toHaveLength(1);
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe(parts.join(""));
  });

  it("sends what is written later as it comes, before the response ends", async () => {
    let sawFirst: () => void = () => {};
    const firstSeen = new Promise<void>((resolve) => (sawFirst = resolve));
    let seen = false;
    const { chunks } = await get(
      (_req, res) => {
        res.setHeader("Content-Type", "text/html; charset=utf-8");
        res.write("<p>shell</p>");
        flushOf(res)();
        // The rest only once the client has the shell: it was not held back.
        void firstSeen.then(() => {
          res.write("<p>late</p>");
          flushOf(res)();
          res.end("<p>end</p>");
        });
      },
      () => {
        if (!seen) sawFirst();
        seen = true;
      },
    );
    expect(chunks.length).toBeGreaterThan(1);
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe("<p>shell</p><p>late</p><p>end</p>");
  });

  it("keeps the order of a write with a callback (passed on at once) and of an end's last chunk", async () => {
    const { chunks } = await get((_req, res) => {
      res.setHeader("Content-Type", "text/plain");
      res.write("a");
      res.write(Buffer.from("b"), () => {});
      res.write("c");
      res.end("d");
    });
    expect(brotliDecompressSync(Buffer.concat(chunks)).toString()).toBe("abcd");
  });
});
