import { existsSync } from "node:fs";

/** Flags for a sandbox-less, offline machine: no background traffic to hosts that do not answer. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--disable-features=Translate,OptimizationHints,MediaRouter",
];

const debianChromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"];

export interface ChromiumBinary {
  path: string;
  source: "CHROME_PATH" | "debian" | "npm";
}

/**
 * Which Chromium the end-to-end tests and the audit drive: CHROME_PATH if set, else Debian's
 * chromium if installed, else the Chromium shipped inside the npm package @sparticuz/chromium
 * (unpacked to the temp folder on first use). RALLYROOM_CHROMIUM=npm forces the last.
 */
export async function resolveChromium(): Promise<ChromiumBinary> {
  const forced = process.env.RALLYROOM_CHROMIUM;
  if (process.env.CHROME_PATH && forced !== "npm") {
    if (!existsSync(process.env.CHROME_PATH))
      throw new Error(`CHROME_PATH ${process.env.CHROME_PATH} does not exist.`);
    return { path: process.env.CHROME_PATH, source: "CHROME_PATH" };
  }
  if (forced !== "npm") {
    const found = debianChromium.find((candidate) => existsSync(candidate));
    if (found) return { path: found, source: "debian" };
  }
  const { default: chromium } = await import("@sparticuz/chromium");
  return { path: await chromium.executablePath(), source: "npm" };
}
