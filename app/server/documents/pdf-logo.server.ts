import { readFileSync } from "node:fs";

/**
 * The Rallyroom mark, read from public/images/logo.svg so the documents and the site can never
 * show two different logos. Only the SVG the mark is drawn with is understood (rect, circle,
 * ellipse and path with flat fills and opacities); anything else throws with the element's name
 * rather than drawing a logo with a part missing: it stops the build's documents, and a receipt
 * carries the wordmark alone (`logoOrNull`). Imported by the build scripts too: no ~/ imports.
 */
export interface LogoShape {
  element: "rect" | "circle" | "ellipse" | "path";
  attributes: Record<string, string>;
}

export interface Logo {
  viewBox: [number, number, number, number];
  shapes: LogoShape[];
}

const ignored = new Set(["svg", "title", "desc", "g"]);

export function readLogo(file: URL | string): Logo {
  const svg = readFileSync(file, "utf8");
  const viewBox = /viewBox="([^"]+)"/
    .exec(svg)?.[1]
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (viewBox?.length !== 4 || viewBox.some((n) => !Number.isFinite(n))) {
    throw new Error("logo.svg needs a numeric viewBox");
  }
  const shapes: LogoShape[] = [];
  for (const match of svg.matchAll(/<([a-zA-Z][\w:-]*)([^>]*?)\/?>/g)) {
    const element = match[1] as string;
    if (ignored.has(element)) {
      if (element === "g" && /\s(transform|fill|opacity)=/.test(match[2] ?? "")) {
        throw new Error("logo.svg: attributes on <g> are not drawn in PDFs; put them on the shapes");
      }
      continue;
    }
    if (element !== "rect" && element !== "circle" && element !== "ellipse" && element !== "path") {
      throw new Error(
        `logo.svg: <${element}> cannot be drawn in PDFs (app/server/documents/pdf-logo.server.ts)`,
      );
    }
    const attributes: Record<string, string> = {};
    for (const [, name, value] of (match[2] ?? "").matchAll(/([\w:-]+)="([^"]*)"/g)) {
      attributes[name as string] = value as string;
    }
    if (attributes.transform || attributes.stroke || attributes.style) {
      throw new Error(`logo.svg: transform, stroke and style on <${element}> are not drawn in PDFs`);
    }
    const fill = attributes.fill ?? "#000";
    if (!/^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(fill)) {
      throw new Error(`logo.svg: fill "${fill}" is not a flat hex colour`);
    }
    shapes.push({ element, attributes });
  }
  if (shapes.length === 0) throw new Error("logo.svg has no shapes");
  return { viewBox: viewBox as Logo["viewBox"], shapes };
}

/** The mark, or null when the file is missing or not drawable (a receipt must render regardless). */
export function logoOrNull(file: URL | string): Logo | null {
  try {
    return readLogo(file);
  } catch {
    return null;
  }
}

/** Draws the mark with its top-left corner at (x, y), `size` points wide. */
export function drawLogo(doc: PDFKit.PDFDocument, logo: Logo, x: number, y: number, size: number): void {
  const [minX, minY, width, height] = logo.viewBox;
  const scale = size / Math.max(width, height);
  doc.save();
  doc.translate(x, y).scale(scale).translate(-minX, -minY);
  for (const { element, attributes: a } of logo.shapes) {
    const n = (name: string, fallback = 0) => (a[name] === undefined ? fallback : Number(a[name]));
    const opacity = n("opacity", 1) * n("fill-opacity", 1);
    doc.fillColor(a.fill ?? "#000", opacity);
    if (element === "rect") {
      const rx = n("rx", n("ry"));
      if (rx > 0) doc.roundedRect(n("x"), n("y"), n("width"), n("height"), rx);
      else doc.rect(n("x"), n("y"), n("width"), n("height"));
    } else if (element === "circle") {
      doc.circle(n("cx"), n("cy"), n("r"));
    } else if (element === "ellipse") {
      doc.ellipse(n("cx"), n("cy"), n("rx"), n("ry"));
    } else {
      doc.path(a.d ?? "");
    }
    doc.fill(a["fill-rule"] === "evenodd" ? "even-odd" : "non-zero");
  }
  doc.restore();
}
