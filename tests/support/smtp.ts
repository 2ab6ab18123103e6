import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  /** The raw message with folded header lines unfolded. */
  raw: string;
}

/**
 * A real SMTP server on loopback that keeps every message it accepts; `delayMs` makes it a slow
 * peer that answers each message only after that long.
 */
export async function startSmtp(
  port = 0,
  { delayMs = 0 }: { delayMs?: number } = {},
): Promise<{ port: number; received: ReceivedMail[]; stop: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // A stopped test server closes what the app's mail pool still holds open after 100 ms,
    // instead of waiting its default 30 s for the client to hang up.
    closeTimeout: 100,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => (raw += chunk));
      stream.on("end", () => {
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: raw.replace(/\r\n[ \t]+/g, " "),
          });
          callback();
        }, delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable text part enough to read links out of it. */
export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

export async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("Timed out waiting for the condition.");
}

/** A received message's text, quoted-printable decoded: what a reader's client shows. */
export const mailText = (mail: ReceivedMail | undefined): string => decodeQuotedPrintable(mail?.raw ?? "");

/** The path and query of the first link in `mail` whose path matches `pattern` (its origin is the public one). */
export function linkIn(mail: ReceivedMail | undefined, pattern: RegExp): string {
  for (const match of mailText(mail).matchAll(/https?:\/\/[^\s"<>]+/g)) {
    const url = new URL(match[0].replace(/&amp;/g, "&"));
    if (pattern.test(url.pathname)) return `${url.pathname}${url.search}`;
  }
  throw new Error(`no link matching ${pattern} in the email`);
}
