import "../server/require-node.mjs";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { chromiumArgs, resolveChromium } from "./lib/chromium.ts";
import { root } from "./lib/server-process.ts";

/**
 * `npm run images`: renders the raster images social networks and home screens need (they do
 * not take SVG) from our own artwork: the Open Graph card and the Apple touch icon.
 */
// The mark of app/components/layout/logo.tsx and public/favicon.svg.
const mark = `<svg viewBox="0 0 32 32" width="100%" height="100%"><circle cx="16" cy="20" r="9" fill="#fbbf24"/>
  <circle cx="11" cy="13" r="9" fill="#4338ca" fill-opacity=".92"/><circle cx="21" cy="13" r="9" fill="#f97316" fill-opacity=".9"/></svg>`;

// The brand typeface, inlined: the page is set from a string, so it cannot fetch files.
const font = readFileSync(path.join(root, "app/assets/fonts/plus-jakarta-sans-latin-400-800.woff2")).toString(
  "base64",
);
const card = `<!doctype html><html><head><style>@font-face{font-family:Jakarta;font-weight:400 800;
  src:url(data:font/woff2;base64,${font}) format("woff2")}</style></head>
  <body style="margin:0;width:1200px;height:630px;overflow:hidden;font-family:Jakarta,sans-serif;
  background:radial-gradient(900px 520px at 95% -10%,#4f46e5aa,transparent 70%),linear-gradient(135deg,#0e1330,#1b1f4b);color:#fff;position:relative">
  <div style="position:absolute;right:-80px;top:-60px;width:520px;height:520px;opacity:.35">${mark}</div>
  <div style="position:absolute;left:80px;top:70px;display:flex;align-items:center;gap:18px">
    <div style="width:72px;height:72px;background:#f8fafc;border-radius:18px;padding:6px">${mark}</div>
    <span style="font-size:44px;font-weight:800">Rallyroom</span></div>
  <div style="position:absolute;left:80px;top:230px;font-size:76px;font-weight:800;line-height:1.05">Play. Connect.<br>Celebrate.</div>
  <div style="position:absolute;left:80px;top:450px;font-size:30px;color:#e0e7ff">Live-hosted virtual team building for teams of 5 to 500+</div>
  <div style="position:absolute;left:80px;bottom:0;width:1040px;height:10px;background:#f97316;border-radius:10px 10px 0 0"></div>
</body></html>`;

const icon = `<!doctype html><html><body style="margin:0;width:180px;height:180px;background:#f8fafc;display:grid;place-items:center">
  <div style="width:150px;height:150px">${mark}</div></body></html>`;

const browser = await chromium.launch({ executablePath: (await resolveChromium()).path, args: chromiumArgs });
try {
  for (const [html, width, height, file] of [
    [card, 1200, 630, "public/images/social-card.png"],
    [icon, 180, 180, "public/images/apple-touch-icon.png"],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.setContent(html);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({ path: path.join(root, file) });
    await page.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
