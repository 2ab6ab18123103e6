import type { NextFunction, Request, Response } from "express";

/** Held bytes past which a write goes through at once (a rendered page is 25–75 KB). */
const HOLD_LIMIT = 128 * 1024;

/**
 * Joins the chunks React Router writes (a rendered page arrives as a dozen 1–4 KB chunks, each
 * followed by `res.flush()`) into one write and one flush per burst: what arrives before the
 * event loop turns is passed on together when it turns, or with `res.end()`. compression() then
 * compresses a page in one pass instead of a brotli block and a socket write per chunk; content
 * that streams later (a lazy component under Suspense) still goes out as it arrives.
 */
export function batchedWrites(_req: Request, res: Response, next: NextFunction) {
  const write = res.write as (...args: unknown[]) => boolean;
  const end = res.end as (...args: unknown[]) => Response;
  const flush = (res as { flush?: () => void }).flush;
  let held: Buffer[] = [];
  let size = 0;
  let timer: NodeJS.Immediate | null = null;
  /** A write went through unflushed (one with a callback). */
  let unflushed = false;

  const take = (): Buffer | null => {
    if (size === 0) return null;
    const chunk = held.length === 1 ? (held[0] as Buffer) : Buffer.concat(held, size);
    held = [];
    size = 0;
    return chunk;
  };
  const pass = (): boolean => {
    if (timer) clearImmediate(timer);
    timer = null;
    const chunk = take();
    // A response the client closed meanwhile takes nothing more (its compressor is gone).
    if (res.destroyed) return false;
    const ok = chunk ? write.call(res, chunk) : true;
    unflushed = false;
    flush?.call(res);
    return ok;
  };

  res.write = function batched(chunk: unknown, encoding?: unknown, callback?: unknown): boolean {
    const cb = typeof encoding === "function" ? encoding : callback;
    if (typeof cb === "function" || res.writableEnded) {
      pass();
      unflushed = true;
      return write.call(res, chunk, encoding, callback);
    }
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk as Uint8Array);
    held.push(buffer);
    size += buffer.length;
    if (size >= HOLD_LIMIT) return pass();
    timer ??= setImmediate(pass);
    return true;
  } as Response["write"];

  // What is held is flushed when it is passed on; a flush with nothing held flushes only what
  // went through unflushed.
  (res as { flush?: () => void }).flush = () => {
    if (size === 0 && unflushed) pass();
  };

  // Held bytes go out as a write before the end, as they came: compression() then decides on
  // the response as it did (an end alone would be measured against its size threshold).
  res.end = function batchedEnd(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (timer) clearImmediate(timer);
    timer = null;
    const all = take();
    if (all && !res.destroyed) write.call(res, all);
    return end.call(res, chunk, encoding, callback);
  } as Response["end"];

  next();
}
