import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/**
 * React hoists React Router's `<link rel="modulepreload">` tags (~100 KB of scripts) into the
 * head, where they are fetched at High priority beside the style sheet and the hero image, and
 * delay the first paint on a slow connection. Marked `fetchpriority="low"`, they still start at
 * once (hydration needs no extra round trip) but yield the bandwidth to what paints the page.
 */
export function lowerModulePreloadPriority(head: string): string {
  return head.replace(
    /<link rel="modulepreload"(?![^>]*\bfetchpriority=)/g,
    '<link rel="modulepreload" fetchpriority="low"',
  );
}

/**
 * The HTML stream with the head rewritten by lowerModulePreloadPriority: the head is held until
 * `</head>` has passed (it arrives in the shell's first flush), the body streams untouched.
 */
export function headRewriter(rewrite: (head: string) => string, onFinal?: () => void): Transform {
  const decoder = new StringDecoder("utf8");
  let head: string | null = "";
  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (head === null) return callback(null, chunk);
      head += decoder.write(chunk);
      const end = head.indexOf("</head>");
      if (end === -1) return callback();
      const text = head;
      head = null;
      callback(null, Buffer.from(rewrite(text.slice(0, end)) + text.slice(end), "utf8"));
    },
    flush(callback: TransformCallback) {
      if (head !== null) this.push(Buffer.from(rewrite(head + decoder.end()), "utf8"));
      onFinal?.();
      callback();
    },
  });
}
