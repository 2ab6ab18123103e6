import { brandPalette } from "./brand-palette.ts";

/**
 * The product scenes in public/images/scenes: each Rallyroom game as a guest sees it on the
 * video call (the game screen the host shares, the participant tiles, the call's own bars),
 * plus the host's control panel and the branding options. Drawn by hand in code so every
 * scene shares one call frame, one cast of illustrated people and the brand palette.
 * Rules for every file: 1200 × 750 viewBox, a <title>, text in the brand typeface with a
 * system sans fallback (an SVG shown through <img> cannot load web fonts), no external
 * references and no scripts.
 */

const C = {
  ...brandPalette,
  /** Muted text on dark surfaces: the indigo tint at lower strength. */
  mist: "#A5B4FC",
  /** Raised surfaces on the dark call chrome. */
  raised: "#262B5E",
} as const;

const FONT = "'Plus Jakarta Sans', 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 750;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

interface TextOptions {
  size?: number;
  weight?: 400 | 500 | 600 | 700 | 800;
  fill?: string;
  anchor?: "middle" | "end";
  spacing?: number;
  opacity?: number;
}

function text(x: number, y: number, content: string, options: TextOptions = {}): string {
  const attributes = [`x="${x}"`, `y="${y}"`, `font-size="${options.size ?? 16}"`];
  if (options.weight && options.weight !== 400) attributes.push(`font-weight="${options.weight}"`);
  attributes.push(`fill="${options.fill ?? C.paper}"`);
  if (options.anchor) attributes.push(`text-anchor="${options.anchor}"`);
  if (options.spacing) attributes.push(`letter-spacing="${options.spacing}"`);
  if (options.opacity !== undefined) attributes.push(`fill-opacity="${options.opacity}"`);
  return `<text ${attributes.join(" ")}>${escapeXml(content)}</text>`;
}

const n = (value: number) => String(Math.round(value * 10) / 10);

function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  fill: string,
  extra = "",
): string {
  const r = radius ? ` rx="${n(radius)}"` : "";
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}"${r} fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

// ——— People ————————————————————————————————————————————————————————————————

type HairStyle = "short" | "swoop" | "buzz" | "afro" | "curls" | "bun" | "long" | "bob" | "bald" | "scarf";
type Decor = "shelf" | "plant" | "frame" | "window" | "lamp";

interface Person {
  name: string;
  skin: string;
  hair: string;
  style: HairStyle;
  shirt: string;
  room: string;
  decor: Decor;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
  laughing?: boolean;
  /** The headscarf's colour (style "scarf"). */
  scarf?: string;
}

const cast = {
  marcus: {
    name: "Marcus",
    skin: "#8D5A3B",
    hair: "#1F1A17",
    style: "buzz",
    shirt: C.coral,
    room: "#E0E7FF",
    decor: "shelf",
    beard: true,
    laughing: true,
  },
  amara: {
    name: "Amara",
    skin: "#5C3A24",
    hair: "#1F1A17",
    style: "afro",
    shirt: C.sun,
    room: "#FDE7D3",
    decor: "plant",
    earrings: true,
    laughing: true,
  },
  kenji: {
    name: "Kenji",
    skin: "#F2CFAE",
    hair: "#111827",
    style: "swoop",
    shirt: C.indigo,
    room: "#DDEAF5",
    decor: "frame",
    glasses: true,
  },
  sofia: {
    name: "Sofia",
    skin: "#D7A27A",
    hair: "#4A2C1A",
    style: "long",
    shirt: C.mint,
    room: "#EDE3F7",
    decor: "window",
    laughing: true,
  },
  dev: {
    name: "Dev",
    skin: "#A86B43",
    hair: "#1F1A17",
    style: "short",
    shirt: C.sky,
    room: "#E6EFE3",
    decor: "shelf",
    beard: true,
  },
  leila: {
    name: "Leila",
    skin: "#C98E66",
    hair: "#1F1A17",
    style: "scarf",
    scarf: C.deep,
    shirt: "#CBD5E1",
    room: "#F6E6E6",
    decor: "frame",
    laughing: true,
  },
  tom: {
    name: "Tom",
    skin: "#F5D3BC",
    hair: "#A0522D",
    style: "swoop",
    shirt: "#475569",
    room: "#E2E8F0",
    decor: "plant",
  },
  mei: {
    name: "Mei",
    skin: "#F1C9A5",
    hair: "#1F1A17",
    style: "bun",
    shirt: C.rose,
    room: "#E3F1F7",
    decor: "lamp",
    laughing: true,
  },
  kwame: {
    name: "Kwame",
    skin: "#4B2E1E",
    hair: "#15110E",
    style: "bald",
    shirt: C.mint,
    room: "#EFE8DA",
    decor: "window",
    beard: true,
    glasses: true,
  },
  priya: {
    name: "Priya",
    skin: "#9C6644",
    hair: "#111827",
    style: "long",
    shirt: C.deep,
    room: "#FCEFD9",
    decor: "plant",
    earrings: true,
    laughing: true,
  },
  elena: {
    name: "Elena",
    skin: "#F7DCC8",
    hair: "#C9A063",
    style: "bob",
    shirt: C.coralDeep,
    room: "#E0F2EC",
    decor: "shelf",
  },
  grace: {
    name: "Grace",
    skin: "#E8BFA0",
    hair: "#CBD5E1",
    style: "bun",
    shirt: C.deep,
    room: "#F1E8F8",
    decor: "frame",
    glasses: true,
    laughing: true,
  },
  omar: {
    name: "Omar",
    skin: "#B7835A",
    hair: "#2B1B12",
    style: "curls",
    shirt: C.sun,
    room: "#DCE7F7",
    decor: "lamp",
    laughing: true,
  },
  sam: {
    name: "Sam",
    skin: "#E0AC82",
    hair: "#3B2618",
    style: "short",
    shirt: C.mint,
    room: "#F7E8DF",
    decor: "window",
  },
} satisfies Record<string, Person>;

type CastName = keyof typeof cast;

/** One person, head centred on (0, 0), head 62 units tall; the torso runs off below. */
function figure(p: Person, headset = false): string {
  const hair = p.hair;
  const out: string[] = [];
  if (p.style === "long") out.push(`<path d="M-34-6C-38-46 38-46 34-6L38 54H-38Z" fill="${hair}"/>`);
  if (p.style === "bob") out.push(`<path d="M-35-4C-40-48 40-48 35-4L36 26Q0 36-36 26Z" fill="${hair}"/>`);
  if (p.style === "afro") out.push(`<circle cy="-12" r="43" fill="${hair}"/>`);
  if (p.style === "curls")
    out.push(
      `<g fill="${hair}"><circle cx="-22" cy="-20" r="13"/><circle cx="-6" cy="-30" r="14"/><circle cx="12" cy="-29" r="14"/><circle cx="25" cy="-17" r="12"/></g>`,
    );
  if (p.style === "bun") out.push(`<circle cy="-41" r="13" fill="${hair}"/>`);
  if (p.style === "scarf") out.push(`<path d="M-39 8C-43-50 43-50 39 8L50 66H-50Z" fill="${p.scarf}"/>`);
  // torso, neck and collar
  out.push(`<path d="M-76 124C-76 68-48 46 0 46S76 68 76 124Z" fill="${p.shirt}"/>`);
  if (p.style === "scarf") out.push(`<path d="M-42 40Q0 84 42 40L48 70Q0 100-48 70Z" fill="${p.scarf}"/>`);
  else
    out.push(
      `<path d="M-11 18h22v30q-11 9-22 0z" fill="${p.skin}"/><path d="M-11 30h22v10q-11 7-22 0z" fill="#000" fill-opacity=".13"/><path d="M-16 48L0 62 16 48" fill="none" stroke="#000" stroke-opacity=".14" stroke-width="3"/>`,
    );
  if (p.style !== "scarf")
    out.push(
      `<circle cx="-27" cy="4" r="6" fill="${p.skin}"/><circle cx="27" cy="4" r="6" fill="${p.skin}"/>`,
    );
  out.push(
    p.style === "scarf"
      ? `<ellipse cy="2" rx="23" ry="28" fill="${p.skin}"/>`
      : `<ellipse rx="27" ry="31" fill="${p.skin}"/>`,
  );
  const front: Record<HairStyle, string> = {
    short: `<path d="M-28-4C-31-42 31-42 28-4C24-20 6-24-6-22C-16-20-24-14-28-4Z" fill="${hair}"/>`,
    swoop: `<path d="M-28-2C-33-44 30-44 29-8C22-26 2-14-14-22C-20-14-25-8-28-2Z" fill="${hair}"/>`,
    buzz: `<path d="M-27-8C-27-37 27-37 27-8C20-23-20-23-27-8Z" fill="${hair}" fill-opacity=".92"/>`,
    afro: `<path d="M-28-4C-30-30 30-30 28-4C20-18-20-18-28-4Z" fill="${hair}"/>`,
    curls: `<path d="M-28-2C-30-30 30-30 28-2C20-16-20-16-28-2Z" fill="${hair}"/>`,
    bun: `<path d="M-28-6C-30-40 30-40 28-6C18-22-18-22-28-6Z" fill="${hair}"/>`,
    long: `<path d="M-29 2C-33-42 33-42 29 2C26-16 14-24 0-24C-12-16-22-10-29 2Z" fill="${hair}"/>`,
    bob: `<path d="M-29 0C-33-42 33-42 29 0C24-14 8-22-8-20C-16-14-24-8-29 0Z" fill="${hair}"/>`,
    bald: `<ellipse cx="-9" cy="-19" rx="9" ry="5" fill="#fff" fill-opacity=".16"/>`,
    scarf: `<path d="M-24-6C-22-36 22-36 24-6C16-22-16-22-24-6Z" fill="${p.scarf}"/>`,
  };
  out.push(front[p.style]);
  if (p.beard)
    out.push(
      `<path d="M-27 4C-26 42 26 42 27 4C24 20 14 27 8 22C3 20-3 20-8 22C-14 27-24 20-27 4Z" fill="${hair}"/>`,
    );
  // face
  out.push(
    `<g fill="${C.ink}"><ellipse cx="-10" cy="2" rx="2.8" ry="3.4"/><ellipse cx="10" cy="2" rx="2.8" ry="3.4"/></g>`,
    `<path d="M-15-7q5-3 10 0M5-7q5-3 10 0" fill="none" stroke="${C.ink}" stroke-opacity=".55" stroke-width="2.4" stroke-linecap="round"/>`,
    `<path d="M0 5q-3 6 0 8" fill="none" stroke="#000" stroke-opacity=".2" stroke-width="2" stroke-linecap="round"/>`,
    `<g fill="${C.rose}" fill-opacity=".16"><circle cx="-15" cy="12" r="4.5"/><circle cx="15" cy="12" r="4.5"/></g>`,
    p.laughing
      ? `<path d="M-9 15q9 12 18 0z" fill="#7F1D1D"/><path d="M-7 15h14" stroke="#fff" stroke-width="2"/>`
      : `<path d="M-8 16q8 7 16 0" fill="none" stroke="${C.ink}" stroke-width="2.6" stroke-linecap="round"/>`,
  );
  if (p.glasses)
    out.push(
      `<g fill="#fff" fill-opacity=".14" stroke="${C.ink}" stroke-width="2.4"><rect x="-20" y="-6" width="16" height="13" rx="5"/><rect x="4" y="-6" width="16" height="13" rx="5"/><path d="M-4 0h8" fill="none"/></g>`,
    );
  if (p.earrings)
    out.push(`<g fill="${C.sun}"><circle cx="-27" cy="14" r="3.2"/><circle cx="27" cy="14" r="3.2"/></g>`);
  if (headset)
    out.push(
      `<g fill="none" stroke="${C.ink}" stroke-linecap="round"><path d="M-32 0C-34-48 34-48 32 0" stroke-width="5"/><path d="M-31 12q3 16 19 17" stroke-width="3"/></g><g fill="${C.ink}"><rect x="-37" y="-7" width="11" height="20" rx="4"/><rect x="26" y="-7" width="11" height="20" rx="4"/><circle cx="-11" cy="29" r="3.5"/></g>`,
    );
  return out.join("");
}

/** A home-office wall behind a person, in tile coordinates. */
function decor(kind: Decor, width: number, height: number): string {
  const w = width;
  const h = height;
  switch (kind) {
    case "shelf":
      return `<rect x="${n(w * 0.06)}" y="${n(h * 0.3)}" width="${n(w * 0.24)}" height="4" fill="#000" fill-opacity=".14"/><g fill-opacity=".55"><rect x="${n(w * 0.08)}" y="${n(h * 0.3 - 22)}" width="7" height="22" fill="${C.indigo}"/><rect x="${n(w * 0.08 + 9)}" y="${n(h * 0.3 - 18)}" width="6" height="18" fill="${C.coral}"/><rect x="${n(w * 0.08 + 17)}" y="${n(h * 0.3 - 20)}" width="8" height="20" fill="${C.mint}"/></g>`;
    case "plant":
      return `<g transform="translate(${n(w * 0.86)} ${n(h * 0.62)})"><path d="M-9 10h18l-3 22h-12z" fill="#C2410C" fill-opacity=".55"/><g fill="${C.mint}" fill-opacity=".6"><ellipse cx="-8" cy="-4" rx="6" ry="15" transform="rotate(-25 -8 -4)"/><ellipse cx="7" cy="-6" rx="6" ry="16" transform="rotate(22 7 -6)"/><ellipse cy="-12" rx="5" ry="16"/></g></g>`;
    case "frame":
      return `<rect x="${n(w * 0.07)}" y="${n(h * 0.12)}" width="${n(w * 0.16)}" height="${n(h * 0.24)}" rx="3" fill="#fff" fill-opacity=".7"/><path d="M${n(w * 0.08)} ${n(h * 0.33)}l${n(w * 0.05)}-${n(h * 0.1)} ${n(w * 0.04)} ${n(h * 0.06)} ${n(w * 0.02)}-${n(h * 0.03)} ${n(w * 0.03)} ${n(h * 0.07)}z" fill="${C.sky}" fill-opacity=".6"/>`;
    case "window":
      return `<rect x="${n(w * 0.72)}" y="${n(h * 0.1)}" width="${n(w * 0.22)}" height="${n(h * 0.42)}" rx="3" fill="#fff" fill-opacity=".55"/><path d="M${n(w * 0.83)} ${n(h * 0.1)}v${n(h * 0.42)}M${n(w * 0.72)} ${n(h * 0.31)}h${n(w * 0.22)}" stroke="#000" stroke-opacity=".1" stroke-width="3"/>`;
    case "lamp":
      return `<path d="M${n(w * 0.1)} ${n(h * 0.36)}h${n(w * 0.12)}l-${n(w * 0.025)}-${n(h * 0.14)}h-${n(w * 0.07)}z" fill="${C.sun}" fill-opacity=".6"/><rect x="${n(w * 0.157)}" y="${n(h * 0.36)}" width="3" height="${n(h * 0.5)}" fill="#000" fill-opacity=".18"/>`;
  }
}

/** Draws participant tiles and circle avatars; clip-path ids are unique within one scene. */
class Painter {
  private clips = 0;

  private clip(): string {
    this.clips += 1;
    return `c${this.clips}`;
  }

  tile(
    x: number,
    y: number,
    width: number,
    height: number,
    who: CastName,
    options: { host?: boolean; speaking?: boolean; muted?: boolean; label?: string } = {},
  ): string {
    const p = cast[who];
    const id = this.clip();
    const scale = Math.min(height / 132, width / 170);
    const cx = x + width / 2;
    const cy = y + height * 0.48;
    const out = [
      `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="12"/></clipPath>`,
      `<g clip-path="url(#${id})">${rect(x, y, width, height, 0, p.room)}<g transform="translate(${x} ${y})">${decor(p.decor, width, height)}</g><g transform="translate(${n(cx)} ${n(cy)}) scale(${Math.round(scale * 100) / 100})">${figure(p, options.host)}</g></g>`,
    ];
    const label = options.label ?? p.name;
    const labelWidth = 18 + label.length * 8.2 + (options.host ? 46 : 0) + (options.muted ? 20 : 0);
    out.push(rect(x + 8, y + height - 32, labelWidth, 24, 7, C.ink, 'fill-opacity=".72"'));
    let labelX = x + 16;
    if (options.host) {
      out.push(
        rect(x + 12, y + height - 28, 40, 16, 4, C.coral),
        text(x + 32, y + height - 16, "HOST", { size: 10, weight: 800, anchor: "middle" }),
      );
      labelX += 46;
    }
    out.push(text(labelX, y + height - 15, label, { size: 13, weight: 600 }));
    if (options.muted) {
      const mx = labelX + label.length * 8.2 + 10;
      const my = y + height - 20;
      out.push(
        `<g fill="none" stroke="${C.rose}" stroke-width="1.8" stroke-linecap="round"><rect x="${n(mx - 2.5)}" y="${my - 7}" width="5" height="9" rx="2.5"/><path d="M${n(mx - 5)} ${my}a5 5 0 0 0 10 0M${n(mx - 6)} ${my + 6}l12-14"/></g>`,
      );
    }
    if (options.speaking)
      out.push(
        rect(x + 1.5, y + 1.5, width - 3, height - 3, 11, "none", `stroke="${C.mint}" stroke-width="3"`),
        `<g fill="${C.mint}">${rect(x + width - 30, y + 14, 4, 10, 2, C.mint)}${rect(x + width - 23, y + 9, 4, 15, 2, C.mint)}${rect(x + width - 16, y + 12, 4, 12, 2, C.mint)}</g>`,
      );
    return out.join("");
  }

  circle(cx: number, cy: number, r: number, who: CastName, ring?: string): string {
    const p = cast[who];
    const id = this.clip();
    const scale = r / 50;
    return `<clipPath id="${id}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"/></clipPath><g clip-path="url(#${id})"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${p.room}"/><g transform="translate(${n(cx)} ${n(cy - r * 0.1)}) scale(${Math.round(scale * 100) / 100})">${figure(p)}</g></g>${ring ? `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${ring}" stroke-width="4"/>` : ""}`;
  }
}

// ——— Shared pieces ———————————————————————————————————————————————————————————

const brandMark = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${n(size / 32)})"><circle cx="11" cy="13" r="8" fill="${C.indigo}"/><circle cx="21" cy="13" r="8" fill="${C.coral}" fill-opacity=".9"/><circle cx="16" cy="20" r="8" fill="${C.deep}" fill-opacity=".85"/></g>`;

function ring(
  cx: number,
  cy: number,
  r: number,
  fraction: number,
  color: string,
  label: string,
  size = 22,
): string {
  const length = 2 * Math.PI * r * fraction;
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.ink}" stroke="${C.slate}" stroke-opacity=".35" stroke-width="6"/><circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${color}" stroke-width="6" stroke-linecap="round" stroke-dasharray="${n(length)} 999" transform="rotate(-90 ${cx} ${cy})"/>${text(cx, cy + size * 0.36, label, { size, weight: 800, anchor: "middle" })}`;
}

const check = (x: number, y: number, color: string = C.mint, width = 3) =>
  `<path d="M${x - 6} ${y}l4 4.5 8-9" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

const cross = (x: number, y: number, color: string = C.rose, size = 6, width = 3) =>
  `<path d="M${x - size} ${y - size}l${size * 2} ${size * 2}M${x + size} ${y - size}l-${size * 2} ${size * 2}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;

const heart = (x: number, y: number, scale: number, color: string, opacity = 1) =>
  `<path transform="translate(${x} ${y}) scale(${scale})" d="M0 7C-11-1-13-10-7-13c3-1.5 5.5 0 7 2.5 1.5-2.5 4-4 7-2.5 6 3 4 12-7 20z" fill="${color}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;

function star(x: number, y: number, r: number, color: string, opacity = 1): string {
  const points: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = (Math.PI / 5) * i - Math.PI / 2;
    points.push(`${n(x + radius * Math.cos(angle))} ${n(y + radius * Math.sin(angle))}`);
  }
  return `<path d="M${points.join("L")}Z" fill="${color}"${opacity < 1 ? ` fill-opacity="${opacity}"` : ""}/>`;
}

/** Small round call controls, drawn around (0, 0). */
const controlIcons = {
  mic: `<rect x="-4.5" y="-10" width="9" height="14" rx="4.5" fill="${C.paper}"/><path d="M-8 0a8 8 0 0 0 16 0M0 8v4" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linecap="round"/>`,
  camera: `<rect x="-11" y="-7" width="15" height="14" rx="3" fill="${C.paper}"/><path d="M5-2l7-4v12l-7-4z" fill="${C.paper}"/>`,
  share: `<rect x="-11" y="-8" width="22" height="15" rx="2.5" fill="none" stroke="${C.paper}" stroke-width="2"/><path d="M0 4v-8M-4-1l4-4 4 4" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linecap="round"/>`,
  react: `<circle r="10" fill="none" stroke="${C.paper}" stroke-width="2"/><circle cx="-3.5" cy="-2" r="1.5" fill="${C.paper}"/><circle cx="3.5" cy="-2" r="1.5" fill="${C.paper}"/><path d="M-5 3q5 5 10 0" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linecap="round"/>`,
  chat: `<path d="M-10-8h20v13H-2l-6 5v-5h-2z" fill="none" stroke="${C.paper}" stroke-width="2" stroke-linejoin="round"/>`,
  people: `<circle cx="-4" cy="-4" r="4" fill="${C.paper}"/><path d="M-12 8a8 7 0 0 1 16 0z" fill="${C.paper}"/><circle cx="6" cy="-3" r="3.4" fill="${C.paper}" fill-opacity=".7"/><path d="M2 8a6 6 0 0 1 11 0z" fill="${C.paper}" fill-opacity=".7"/>`,
};

interface Frame {
  title: string;
  session: string;
  /** "Viewing …'s screen" in the top bar, for scenes where the host shares the game. */
  sharedBy?: string;
  participants: number;
  clock: string;
  body: string;
  defs?: string;
}

/** The video call around every game scene: top bar, body, control bar. */
function callFrame(frame: Frame): string {
  const controls = (["mic", "camera", "share", "react", "chat", "people"] as const)
    .map((name, index) => {
      const x = 445 + index * 62;
      return `<circle cx="${x}" cy="711" r="23" fill="${C.raised}"/><g transform="translate(${x} 711)">${controlIcons[name]}</g>`;
    })
    .join("");
  const shared = frame.sharedBy
    ? `${rect(470, 14, 260, 26, 13, C.mint, 'fill-opacity=".16"')}<circle cx="488" cy="27" r="4" fill="${C.mint}"/>${text(498, 32, `Viewing ${frame.sharedBy}'s screen`, { size: 13, weight: 600, fill: "#A7F3D0" })}`
    : "";
  return svg(
    frame.title,
    `${frame.defs ? `<defs>${frame.defs}</defs>` : ""}${rect(0, 0, SCENE_WIDTH, SCENE_HEIGHT, 0, C.ink)}
${brandMark(20, 12, 28)}${text(56, 32, "Rallyroom", { size: 17, weight: 800 })}${text(150, 32, frame.session, { size: 14, weight: 500, fill: C.mist })}${shared}
${rect(898, 14, 68, 24, 12, C.rose)}<circle cx="913" cy="26" r="4" fill="#fff"/>${text(942, 31, "LIVE", { size: 12, weight: 800, anchor: "middle" })}<g transform="translate(990 26) scale(.8)">${controlIcons.people}</g>${text(1004, 31, String(frame.participants), { size: 14, weight: 600, fill: C.mist })}${text(1180, 31, frame.clock, { size: 14, weight: 600, fill: C.mist, anchor: "end" })}
${frame.body}
${rect(0, 672, SCENE_WIDTH, 78, 0, "#0A0E26")}<circle cx="34" cy="711" r="5" fill="${C.mint}"/>${text(46, 716, "Connected", { size: 13, weight: 600, fill: C.mist })}${controls}${rect(1076, 691, 104, 40, 20, C.rose)}${text(1128, 716, "Leave", { size: 15, weight: 700, anchor: "middle" })}`,
  );
}

function svg(title: string, body: string, width = SCENE_WIDTH, height = SCENE_HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t" font-family="${FONT}">
<title id="t">${escapeXml(title)}</title>
${body}
</svg>`;
}

/** The game stage (856 × 600 at 20, 60) beside a column of four participant tiles. */
function gameLayout(
  painter: Painter,
  stage: string,
  stageFill: string,
  tiles: [CastName, { host?: boolean; speaking?: boolean; muted?: boolean }][],
): string {
  const column = tiles
    .map(([who, options], index) => painter.tile(892, 60 + index * 153, 288, 141, who, options))
    .join("");
  return `<g transform="translate(20 60)"><clipPath id="stage"><rect width="856" height="600" rx="16"/></clipPath><g clip-path="url(#stage)">${rect(0, 0, 856, 600, 0, stageFill)}${stage}</g></g>${column}`;
}

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;

function stageHeader(label: string, right: string, accent: string): string {
  return `${text(28, 40, label, { size: 14, weight: 800, fill: accent, spacing: 2 })}${text(828, 40, right, { size: 15, weight: 600, fill: C.mist, anchor: "end" })}`;
}

// ——— Game scenes ——————————————————————————————————————————————————————————————

function lightningFeud(): string {
  const painter = new Painter();
  const answers: { rank: number; text?: string; count?: number; fresh?: boolean }[] = [
    { rank: 1, text: "Coffee mug", count: 31 },
    { rank: 4 },
    { rank: 2, text: "Sticky notes", count: 24 },
    { rank: 5, text: "Snack wrappers", count: 9 },
    { rank: 3, text: "Tangled cables", count: 17, fresh: true },
    { rank: 6 },
  ];
  const board = answers
    .map((answer, index) => {
      const x = 28 + (index % 2) * 408;
      const y = 206 + Math.floor(index / 2) * 86;
      if (!answer.text)
        return `${rect(x, y, 392, 72, 14, "#242A66")}<circle cx="${x + 196}" cy="${y + 36}" r="20" fill="${C.deep}"/>${text(x + 196, y + 44, String(answer.rank), { size: 20, weight: 800, fill: C.mist, anchor: "middle" })}`;
      return `${rect(x, y, 392, 72, 14, C.indigo)}${rect(x, y, 392, 30, 14, "#fff", 'fill-opacity=".07"')}${answer.fresh ? rect(x - 3, y - 3, 398, 78, 16, "none", `stroke="${C.sun}" stroke-width="3"`) : ""}${text(x + 22, y + 45, answer.text, { size: 24, weight: 700 })}${rect(x + 314, y + 12, 64, 48, 10, C.deep)}${text(x + 346, y + 45, String(answer.count), { size: 24, weight: 800, fill: C.sun, anchor: "middle" })}`;
    })
    .join("");
  const team = (x: number, name: string, score: string, color: string, lead: boolean) =>
    `${rect(x, 66, 176, 108, 16, color)}${text(x + 88, 96, name, { size: 15, weight: 700, anchor: "middle", opacity: 0.9 })}${text(x + 88, 150, score, { size: 46, weight: 800, anchor: "middle" })}${lead ? star(x + 158, 84, 9, C.sun) : ""}`;
  const stage = `${stageHeader("LIGHTNING FEUD", "Round 3 of 5", C.sun)}
${team(28, "Team Comet", "212", C.indigo, true)}${team(652, "Team Nova", "187", C.coralDeep, false)}
${text(428, 108, "Name something you'd", { size: 27, weight: 800, anchor: "middle" })}${text(428, 142, "find on a messy desk", { size: 27, weight: 800, anchor: "middle" })}${text(428, 172, "We asked 100 office workers", { size: 14, weight: 500, fill: C.mist, anchor: "middle" })}
${board}
${rect(28, 484, 800, 92, 18, "#fff", 'fill-opacity=".06"')}
<g>${rect(48, 506, 48, 48, 10, C.rose)}${cross(72, 530, "#fff", 10, 5)}${rect(106, 506, 48, 48, 10, "#fff", 'fill-opacity=".1"')}${rect(164, 506, 48, 48, 10, "#fff", 'fill-opacity=".1"')}${text(232, 528, "1 strike", { size: 15, weight: 700 })}${text(232, 548, "Team Comet", { size: 13, fill: C.mist })}</g>
<circle cx="428" cy="530" r="40" fill="${C.coralDeep}"/><circle cx="428" cy="524" r="34" fill="${C.coral}"/><ellipse cx="420" cy="510" rx="14" ry="7" fill="#fff" fill-opacity=".35"/>${text(428, 531, "BUZZ", { size: 15, weight: 800, anchor: "middle" })}
${text(492, 526, "Nova buzzed first", { size: 17, weight: 700 })}${text(492, 548, "0.42 s ahead", { size: 14, fill: "#FED7AA" })}
${ring(780, 530, 30, 0.7, C.sun, "7")}`;
  return callFrame({
    title:
      "Lightning Feud on a video call: the host shares a buzzer board with Team Comet on 212 and Team Nova on 187, the question and four of six answers revealed",
    session: "Lightning Feud · Kickoff social",
    sharedBy: "Marcus",
    participants: 48,
    clock: "00:24:18",
    defs: gradient("sg", C.night, "#2A2470"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true, speaking: true }],
      ["amara", {}],
      ["kenji", { muted: true }],
      ["leila", {}],
    ]),
  });
}

function surveyShowdown(): string {
  const painter = new Painter();
  const rows: { answer?: string; count?: number }[] = [
    { answer: "Popcorn", count: 14 },
    { answer: "Dark chocolate", count: 11 },
    { answer: "Fresh fruit", count: 9 },
    { answer: "Crisps", count: 7 },
    {},
  ];
  const list = rows
    .map((row, index) => {
      const y = 176 + index * 62;
      const base = `${rect(28, y, 800, 52, 12, "#fff", 'fill-opacity=".07"')}<circle cx="56" cy="${y + 26}" r="16" fill="${row.answer ? C.sky : C.raised}"/>${text(56, y + 32, String(index + 1), { size: 16, weight: 800, fill: row.answer ? C.ink : C.mist, anchor: "middle" })}`;
      if (!row.answer || row.count === undefined)
        return `${base}${rect(88, y + 16, 220, 20, 10, C.raised)}${text(800, y + 33, "?", { size: 20, weight: 800, fill: C.mist, anchor: "end" })}${text(330, y + 32, "Still hidden", { size: 14, weight: 600, fill: C.mist })}`;
      const barWidth = Math.round((row.count / 14) * 360);
      return `${base}${text(88, y + 33, row.answer, { size: 20, weight: 700 })}${rect(330, y + 14, barWidth, 24, 8, index === 0 ? C.sun : C.sky, index === 0 ? "" : 'fill-opacity=".75"')}${text(810, y + 34, String(row.count), { size: 22, weight: 800, anchor: "end" })}`;
    })
    .join("");
  const guess = (x: number, team: string, guessText: string, right: boolean) =>
    `${rect(x, 502, 392, 74, 14, right ? C.mint : C.raised, right ? 'fill-opacity=".2"' : "")}${right ? check(x + 30, 538, C.mint, 4) : cross(x + 30, 539, C.rose, 7, 4)}${text(x + 56, 532, team, { size: 14, weight: 600, fill: C.mist })}${text(x + 56, 558, guessText, { size: 18, weight: 700 })}${text(x + 372, 552, right ? "+14" : "+0", { size: 24, weight: 800, fill: right ? "#6EE7B7" : C.mist, anchor: "end" })}`;
  const stage = `${stageHeader("SURVEY SHOWDOWN", "48 of 52 teammates answered", C.sky)}
${rect(28, 62, 800, 96, 16, C.paper)}${text(52, 96, "WE ASKED YOUR TEAM", { size: 13, weight: 800, fill: C.slate, spacing: 1.5 })}${text(52, 134, "Best snack for a long meeting?", { size: 28, weight: 800, fill: C.ink })}${ring(774, 110, 26, 0.45, C.coral, "0:18", 14)}
${list}
${guess(28, "Team Maple guessed", "Popcorn", true)}${guess(436, "Team Harbor guessed", "Donuts", false)}`;
  return callFrame({
    title:
      "Survey Showdown on a video call: a board of your team's own survey answers, four revealed with their counts, and the two teams' guesses",
    session: "Survey Showdown · Q3 all-hands",
    sharedBy: "Marcus",
    participants: 52,
    clock: "00:31:05",
    defs: gradient("sg", C.night, "#12305E"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true }],
      ["sofia", { speaking: true }],
      ["dev", {}],
      ["mei", { muted: true }],
    ]),
  });
}

function pitchPerfect(): string {
  const painter = new Painter();
  const sock = `<g transform="translate(656 248)"><path d="M-30-70h52v70l34 24c16 12 10 40-12 40h-40c-24 0-36-16-36-36z" fill="${C.coral}"/><path d="M-30-56h52M-30-40h52" stroke="#fff" stroke-width="7"/><path d="M22-70v-24" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/><circle cx="22" cy="-98" r="6" fill="${C.rose}"/><path d="M36-108a20 20 0 0 1 0 22M46-116a32 32 0 0 1 0 38" fill="none" stroke="${C.sky}" stroke-width="4" stroke-linecap="round"/></g>`;
  const judge = (x: number, who: CastName, name: string, score: string) =>
    `${painter.tile(x, 392, 250, 184, who, { label: name })}${rect(x + 162, 404, 76, 70, 12, C.paper)}${text(x + 200, 448, score, { size: 32, weight: 800, fill: C.ink, anchor: "middle" })}${text(x + 200, 466, "out of 10", { size: 11, weight: 600, fill: C.slate, anchor: "middle" })}`;
  const awards = ["Boldest idea", "Best pitch", "Best product name"]
    .map(
      (award, index) =>
        `${rect(560, 440 + index * 44, 268, 36, 10, "#fff", 'fill-opacity=".08"')}${star(580, 458 + index * 44, 8, C.sun)}${text(598, 464 + index * 44, award, { size: 15, weight: 600 })}`,
    )
    .join("");
  const stage = `${stageHeader("PITCH PERFECT", "Team 2 of 4 on stage", "#C4B5FD")}
${painter.tile(28, 62, 400, 310, "sofia", { speaking: true, label: "Sofia · Team Sock Patrol" })}${rect(40, 74, 92, 26, 13, C.rose)}${text(86, 92, "PITCHING", { size: 12, weight: 800, anchor: "middle", spacing: 1 })}
${rect(448, 62, 380, 310, 16, C.paper)}${text(472, 100, "SockBeacon", { size: 28, weight: 800, fill: C.ink })}${text(472, 124, "Never lose a sock again", { size: 15, weight: 500, fill: C.slate })}${ring(790, 96, 24, 0.6, C.deep, "1:24", 13)}${sock}${rect(472, 322, 332, 34, 10, C.tint)}${text(488, 344, "Problem: socks vanish in the laundry", { size: 14, weight: 600, fill: C.deep })}
${judge(28, "kwame", "Judge Vale", "9")}${judge(290, "elena", "Judge Royce", "8")}${text(560, 420, "AWARDS IN PLAY", { size: 13, weight: 800, fill: "#C4B5FD", spacing: 1.5 })}${awards}`;
  return callFrame({
    title:
      "Pitch Perfect on a video call: a presenter pitches SockBeacon with a slide and a timer while two judges hold up scores of 9 and 8",
    session: "Pitch Perfect · Product offsite",
    sharedBy: "Omar",
    participants: 26,
    clock: "00:52:40",
    defs: gradient("sg", C.night, "#3B1F7A"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true }],
      ["dev", {}],
      ["priya", {}],
      ["tom", { muted: true }],
    ]),
  });
}

function theSpotlight(): string {
  const painter = new Painter();
  const reactions = [
    heart(640, 200, 1.4, C.rose),
    heart(690, 290, 1, C.rose, 0.7),
    star(600, 130, 12, C.sun),
    heart(210, 330, 1.1, C.rose, 0.8),
    star(250, 250, 9, C.sun, 0.8),
    star(680, 380, 8, C.sun, 0.6),
    heart(175, 420, 0.8, C.coral, 0.7),
  ].join("");
  const votes = [
    { label: "Most surprising talent", share: 71 },
    { label: "Best story of the night", share: 29 },
  ]
    .map((vote, index) => {
      const y = 506 + index * 36;
      return `${rect(284, y, 460, 28, 8, "#fff", 'fill-opacity=".08"')}${rect(284, y, Math.round(4.6 * vote.share), 28, 8, index === 0 ? C.rose : "#9D174D", 'fill-opacity=".85"')}${text(298, y + 19, vote.label, { size: 14, weight: 700 })}${text(732, y + 19, `${vote.share}%`, { size: 14, weight: 800, anchor: "end" })}`;
    })
    .join("");
  const stage = `${stageHeader("THE SPOTLIGHT", "Segment 3 · Hidden talents", "#FDA4AF")}
<path d="M388 0h80l170 470H218z" fill="url(#beam)"/><ellipse cx="428" cy="468" rx="220" ry="34" fill="${C.sun}" fill-opacity=".12"/>
${painter.circle(428, 268, 128, "priya", C.sun)}${rect(348, 410, 160, 40, 20, C.ink)}${text(428, 436, "Priya · Finance", { size: 16, weight: 700, anchor: "middle" })}
${rect(28, 70, 200, 160, 16, C.paper)}${text(48, 102, "PROMPT", { size: 12, weight: 800, fill: C.coralDeep, spacing: 1.5 })}${text(48, 134, "The talent", { size: 19, weight: 800, fill: C.ink })}${text(48, 160, "nobody at work", { size: 19, weight: 800, fill: C.ink })}${text(48, 186, "knows about", { size: 19, weight: 800, fill: C.ink })}${text(48, 214, "Juggling, apparently", { size: 13, weight: 600, fill: C.slate })}
${reactions}
${rect(772, 86, 40, 330, 20, "#fff", 'fill-opacity=".1"')}${rect(772, 152, 40, 264, 20, "url(#meter)")}${text(792, 444, "Applause", { size: 13, weight: 700, fill: "#FDA4AF", anchor: "middle" })}
${text(284, 494, "AUDIENCE VOTE", { size: 13, weight: 800, fill: "#FDA4AF", spacing: 1.5 })}${votes}`;
  return callFrame({
    title:
      "The Spotlight on a video call: one colleague in the spotlight with a prompt card, floating hearts and stars, an applause meter and a live audience vote",
    session: "The Spotlight · Team celebration",
    sharedBy: "Omar",
    participants: 64,
    clock: "00:41:12",
    defs: `${gradient("sg", C.ink, "#4A0D2C")}<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${C.sun}" stop-opacity=".32"/><stop offset="1" stop-color="${C.sun}" stop-opacity=".04"/></linearGradient><linearGradient id="meter" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${C.mint}"/><stop offset=".55" stop-color="${C.sun}"/><stop offset="1" stop-color="${C.coral}"/></linearGradient>`,
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true, speaking: true }],
      ["amara", {}],
      ["tom", {}],
      ["grace", { muted: true }],
    ]),
  });
}

function officeGames(): string {
  const painter = new Painter();
  const box = (x: number, y: number, name: string, score: string, state: "win" | "out" | "live" | "open") => {
    const fill = state === "open" ? "#fff" : state === "out" ? "#fff" : state === "live" ? C.paper : C.paper;
    const opacity = state === "open" ? 'fill-opacity=".08"' : state === "out" ? 'fill-opacity=".14"' : "";
    const textFill = state === "out" || state === "open" ? C.mist : C.ink;
    return `${rect(x, y, 210, 48, 12, fill, opacity)}${state === "live" ? rect(x - 2, y - 2, 214, 52, 13, "none", `stroke="${C.coral}" stroke-width="3"`) : ""}${text(x + 16, y + 30, name, { size: 16, weight: 700, fill: textFill })}${text(x + 194, y + 31, score, { size: 18, weight: 800, fill: state === "win" || state === "live" ? C.deep : C.mist, anchor: "end" })}`;
  };
  const lines = `<path d="M238 110h30v62h30M238 174h30M238 250h30v62h30M238 314h30M508 172h30v70h30M508 312h30v-70" fill="none" stroke="${C.mist}" stroke-opacity=".5" stroke-width="3"/>`;
  const rounds = [
    ["Desk hunt", "done"],
    ["Jargon", "done"],
    ["Inbox zero", "done"],
    ["Paper clips", "live"],
    ["Supply closet", "next"],
    ["Final", "next"],
  ] as const;
  const strip = rounds
    .map(([name, state], index) => {
      const x = 28 + index * 134;
      const fill = state === "live" ? C.coral : "#fff";
      const opacity = state === "live" ? "" : state === "done" ? 'fill-opacity=".12"' : 'fill-opacity=".06"';
      const mark =
        state === "done"
          ? check(x + 24, 508, "#6EE7B7", 3)
          : state === "live"
            ? `<circle cx="${x + 22}" cy="506" r="6" fill="#fff"/>`
            : text(x + 22, 512, String(index + 1), { size: 14, weight: 800, fill: C.mist, anchor: "middle" });
      return `${rect(x, 480, 124, 96, 14, fill, opacity)}${mark}${text(x + 14, 542, `Game ${index + 1}`, { size: 12, weight: 600, fill: state === "live" ? "#FFEDD5" : C.mist })}${text(x + 14, 562, name, { size: 14, weight: 700, fill: state === "next" ? C.mist : C.paper })}`;
    })
    .join("");
  const stage = `${stageHeader("OFFICE GAMES TOURNAMENT", "Game 4 of 6 · 2:10 left", "#6EE7B7")}
${text(28, 74, "QUARTER-FINALS", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}${text(298, 74, "SEMI-FINALS", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}${text(568, 74, "FINAL", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}
${lines}
${box(28, 86, "Stapler Squad", "42", "win")}${box(28, 150, "Inbox Zero", "35", "out")}${box(28, 226, "Desk Yetis", "38", "out")}${box(28, 290, "Coffee Cartel", "40", "win")}
${box(298, 148, "Stapler Squad", "12", "live")}${box(298, 288, "Coffee Cartel", "10", "live")}
${box(568, 218, "Winner plays here", "", "open")}
<g transform="translate(700 120)"><path d="M-34-30h68v30a34 34 0 0 1-68 0z" fill="${C.sun}"/><path d="M-34-20h-16a18 18 0 0 0 18 26M34-20h16a18 18 0 0 1-18 26" fill="none" stroke="${C.sun}" stroke-width="7"/><rect x="-9" y="32" width="18" height="18" fill="#D97706"/><rect x="-28" y="50" width="56" height="12" rx="4" fill="${C.sun}"/>${star(0, -8, 12, "#fff", 0.55)}</g>
${rect(568, 300, 260, 130, 16, "#fff", 'fill-opacity=".08"')}${text(588, 330, "NOW PLAYING", { size: 12, weight: 800, fill: "#6EE7B7", spacing: 1.5 })}${text(588, 360, "Paper-clip sculpture", { size: 19, weight: 800 })}${text(588, 386, "Build a mascot in 3 minutes", { size: 14, fill: C.mist })}${text(588, 412, "Judged live by the host", { size: 14, fill: C.mist })}
${text(28, 466, "SIX OFFICE MINI-GAMES", { size: 12, weight: 800, fill: C.mist, spacing: 1.5 })}${strip}`;
  return callFrame({
    title:
      "Online Office Games on a video call: a tournament bracket of four teams, the semi-finals in play and a strip of six office mini-game rounds",
    session: "Online Office Games · Ops team",
    sharedBy: "Marcus",
    participants: 36,
    clock: "00:38:47",
    defs: gradient("sg", C.night, "#0B4A3C"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true }],
      ["kwame", { speaking: true }],
      ["elena", {}],
      ["sam", { muted: true }],
    ]),
  });
}

function tinyCampfire(): string {
  const painter = new Painter();
  const seats: [number, number, CastName][] = [
    [150, 360, "kenji"],
    [230, 230, "amara"],
    [428, 196, "sam"],
    [626, 230, "leila"],
    [706, 360, "tom"],
  ];
  const circle = seats
    .map(([x, y, who]) => painter.circle(x, y, 50, who, who === "kenji" ? C.sun : "#7C2D12"))
    .join("");
  const starsField = [
    [60, 80],
    [140, 40],
    [300, 60],
    [560, 50],
    [700, 90],
    [790, 40],
    [820, 140],
    [40, 190],
  ]
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index % 3 === 0 ? 2.5 : 1.6}" fill="#FEF3C7" fill-opacity=".7"/>`,
    )
    .join("");
  const fire = `<g transform="translate(428 420)"><ellipse cy="58" rx="150" ry="26" fill="#000" fill-opacity=".25"/><circle r="150" fill="url(#glow)"/><g fill="#78350F"><rect x="-80" y="34" width="160" height="22" rx="11" transform="rotate(12)"/><rect x="-80" y="34" width="160" height="22" rx="11" transform="rotate(-12)"/></g><path d="M0-110c14 40 62 58 62 104 0 38-28 58-62 58s-62-20-62-58c0-28 16-44 30-58 0 22 8 34 20 38-8-30 4-58 12-84z" fill="${C.coral}"/><path d="M0-46c8 22 34 32 34 58 0 22-16 34-34 34s-34-12-34-34c0-20 16-30 34-58z" fill="${C.sun}"/><path d="M0-6c4 12 16 16 16 30 0 10-8 16-16 16s-16-6-16-16c0-12 10-18 16-30z" fill="#FEF3C7"/><g fill="${C.sun}"><circle cx="-70" cy="-80" r="3"/><circle cx="58" cy="-110" r="2.5"/><circle cx="30" cy="-140" r="2"/></g></g>`;
  const stage = `${starsField}${fire}${circle}
${rect(228, 30, 400, 110, 18, C.paper, 'fill-opacity=".96"')}${text(428, 62, "STORY PROMPT", { size: 12, weight: 800, fill: C.coralDeep, spacing: 1.5, anchor: "middle" })}${text(428, 94, "A plan that went", { size: 22, weight: 800, fill: C.ink, anchor: "middle" })}${text(428, 122, "wonderfully wrong", { size: 22, weight: 800, fill: C.ink, anchor: "middle" })}
${rect(90, 420, 120, 30, 15, C.sun)}${text(150, 440, "Kenji's story", { size: 13, weight: 800, fill: C.ink, anchor: "middle" })}
${rect(574, 538, 254, 40, 20, "#fff", 'fill-opacity=".1"')}${painter.circle(600, 558, 14, "amara")}${text(624, 563, "Up next: Amara", { size: 14, weight: 600 })}${rect(28, 538, 270, 40, 20, "#fff", 'fill-opacity=".1"')}${check(52, 557, "#6EE7B7", 3)}${text(70, 563, "S'mores kits arrived: 12 of 12", { size: 14, weight: 600 })}`;
  return callFrame({
    title:
      "Tiny Campfire on a video call: a storyteller hosts a circle of colleagues around a glowing campfire with a story prompt card",
    session: "Tiny Campfire · Design team",
    sharedBy: "Grace",
    participants: 12,
    clock: "00:18:33",
    defs: `${gradient("sg", C.ink, "#3A160B")}<radialGradient id="glow"><stop offset="0" stop-color="${C.coral}" stop-opacity=".55"/><stop offset="1" stop-color="${C.coral}" stop-opacity="0"/></radialGradient>`,
    body: gameLayout(painter, stage, "url(#sg)", [
      ["grace", { host: true }],
      ["kenji", { speaking: true }],
      ["priya", {}],
      ["dev", { muted: true }],
    ]),
  });
}

function leaderboard(): string {
  const painter = new Painter();
  const teams: { name: string; score: number; color: string; move: number }[] = [
    { name: "Night Owls", score: 1240, color: C.sun, move: 1 },
    { name: "Comet", score: 1180, color: C.sky, move: -1 },
    { name: "Kraken", score: 1050, color: C.coral, move: 2 },
    { name: "Nova", score: 990, color: C.rose, move: -1 },
    { name: "Maple", score: 870, color: C.mint, move: 0 },
    { name: "Harbor", score: 760, color: "#A78BFA", move: -1 },
  ];
  const podium = (
    x: number,
    height: number,
    place: string,
    team: { name: string; color: string },
    who: CastName,
  ) =>
    `${rect(x, 470 - height, 120, height, 12, team.color)}${rect(x, 470 - height, 120, 24, 12, "#fff", 'fill-opacity=".25"')}${text(x + 60, 470 - height + 56, place, { size: 34, weight: 800, fill: C.ink, anchor: "middle" })}${painter.circle(x + 60, 470 - height - 52, 40, who, team.color)}${text(x + 60, 470 - height + 84, team.name, { size: 14, weight: 700, fill: C.ink, anchor: "middle" })}`;
  const list = teams
    .map((team, index) => {
      const y = 86 + index * 66;
      const arrow =
        team.move > 0
          ? `<path d="M${780} ${y + 36}l7-9 7 9z" fill="${C.mint}"/>`
          : team.move < 0
            ? `<path d="M${780} ${y + 27}l7 9 7-9z" fill="${C.rose}"/>`
            : `<rect x="780" y="${y + 30}" width="14" height="3" rx="1.5" fill="${C.mist}"/>`;
      return `${rect(432, y, 396, 56, 12, "#fff", index === 0 ? 'fill-opacity=".14"' : 'fill-opacity=".06"')}${text(458, y + 36, String(index + 1), { size: 18, weight: 800, fill: C.mist, anchor: "middle" })}<circle cx="490" cy="${y + 28}" r="9" fill="${team.color}"/>${text(510, y + 35, team.name, { size: 18, weight: 700 })}${rect(622, y + 22, Math.round((team.score / 1240) * 64), 12, 6, team.color, 'fill-opacity=".7"')}${text(768, y + 36, team.score.toLocaleString("en-US"), { size: 18, weight: 800, anchor: "end" })}${arrow}`;
    })
    .join("");
  const stage = `${stageHeader("LEADERBOARD", "After round 4 of 5", C.sun)}
${podium(28, 150, "2", { name: "Comet", color: C.sky }, "sofia")}${podium(156, 210, "1", { name: "Night Owls", color: C.sun }, "kwame")}${podium(284, 110, "3", { name: "Kraken", color: C.coral }, "mei")}
${star(216, 150, 14, C.sun)}${star(388, 240, 7, "#fff", 0.5)}
${list}
${rect(28, 500, 800, 76, 16, C.indigo, 'fill-opacity=".35"')}<path d="M60 520l-12 20h10l-4 18 16-24H60l6-14z" fill="${C.sun}"/>${text(92, 534, "+50 speed bonus", { size: 18, weight: 800, fill: C.sun })}${text(92, 558, "Night Owls answered first in 2.1 s", { size: 14, fill: C.tint })}${text(808, 548, "Final round next", { size: 16, weight: 700, fill: C.mist, anchor: "end" })}`;
  return callFrame({
    title:
      "Live leaderboard on a video call: a podium of the top three teams and six teams ranked by points with arrows showing who moved up",
    session: "Trivia night · Sales kickoff",
    sharedBy: "Marcus",
    participants: 84,
    clock: "00:47:02",
    defs: gradient("sg", C.night, "#2A2470"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["marcus", { host: true, speaking: true }],
      ["priya", {}],
      ["omar", {}],
      ["elena", { muted: true }],
    ]),
  });
}

/** A ribbon rosette (an award without a rank), centred on (x, y). */
function rosette(x: number, y: number, color: string): string {
  return `<g transform="translate(${x} ${y})"><path d="M-14 10l-10 34 14-8 8 14 6-38zM14 10l10 34-14-8-8 14-6-38z" fill="${color}" fill-opacity=".8"/><circle r="24" fill="${color}"/><circle r="16" fill="#fff" fill-opacity=".3"/>${star(0, 0, 9, "#fff")}</g>`;
}

/** Pitch Perfect's close: the judges hand out three awards, each for a different kind of win. */
function pitchAwards(): string {
  const painter = new Painter();
  const awards: { award: string; team: string; product: string; color: string; who: CastName }[] = [
    { award: "Boldest idea", team: "Team Sock Patrol", product: "SockBeacon", color: C.sun, who: "sofia" },
    { award: "Best pitch", team: "Team Deadline", product: "The Snooze Mug", color: C.coral, who: "dev" },
    { award: "Best product name", team: "Team Agenda", product: "Meetingnomicon", color: C.sky, who: "mei" },
  ];
  const cards = awards
    .map((item, index) => {
      const x = 28 + index * 272;
      return `${rect(x, 150, 256, 300, 18, C.paper)}${rosette(x + 128, 206, item.color)}${text(x + 128, 290, item.award.toUpperCase(), { size: 14, weight: 800, fill: C.deep, anchor: "middle", spacing: 1.2 })}${painter.circle(x + 128, 350, 34, item.who, item.color)}${text(x + 128, 410, item.team, { size: 17, weight: 800, fill: C.ink, anchor: "middle" })}${text(x + 128, 432, item.product, { size: 14, weight: 500, fill: C.slate, anchor: "middle" })}`;
    })
    .join("");
  const stage = `${stageHeader("PITCH PERFECT", "The judges' awards", "#C4B5FD")}
${text(428, 104, "Three awards, three kinds of win", { size: 26, weight: 800, anchor: "middle" })}${text(428, 132, "Presented in character by Judge Vale and Judge Royce", { size: 15, weight: 500, fill: C.mist, anchor: "middle" })}
${cards}
${painter.tile(28, 470, 200, 106, "kwame", { label: "Judge Vale" })}${painter.tile(240, 470, 200, 106, "elena", { label: "Judge Royce", speaking: true })}
${rect(456, 486, 372, 76, 16, "#fff", 'fill-opacity=".08"')}${heart(486, 516, 1, C.rose)}${star(520, 522, 9, C.sun)}${heart(548, 512, 0.8, C.rose, 0.7)}${text(574, 518, "Applause from all 26 guests", { size: 15, weight: 700 })}${text(574, 542, "Every team's pitch is in the recording", { size: 13, fill: C.mist })}`;
  return callFrame({
    title:
      "Pitch Perfect's awards on a video call: the two judges present three awards, Boldest idea, Best pitch and Best product name, each to a different team",
    session: "Pitch Perfect · Product offsite",
    sharedBy: "Omar",
    participants: 26,
    clock: "01:08:15",
    defs: gradient("sg", C.night, "#3B1F7A"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true, speaking: true }],
      ["sofia", {}],
      ["priya", {}],
      ["tom", { muted: true }],
    ]),
  });
}

/** The Spotlight's close: every featured guest's own award title, no ranking. */
function spotlightAwards(): string {
  const painter = new Painter();
  const guests: { who: CastName; name: string; title: string; color: string }[] = [
    { who: "priya", name: "Priya · Finance", title: "Most surprising juggler", color: C.sun },
    { who: "tom", name: "Tom · Support", title: "Best dad-joke delivery", color: C.coral },
    { who: "amara", name: "Amara · Sales", title: "Storyteller of the year", color: C.rose },
    { who: "kenji", name: "Kenji · Engineering", title: "Secret opera voice", color: C.sky },
  ];
  const cards = guests
    .map((guest, index) => {
      const x = 28 + (index % 2) * 404;
      const y = 112 + Math.floor(index / 2) * 200;
      return `${rect(x, y, 392, 184, 18, "#fff", 'fill-opacity=".08"')}${painter.circle(x + 84, y + 92, 60, guest.who, guest.color)}${rosette(x + 136, y + 140, guest.color)}${text(x + 176, y + 66, guest.name, { size: 15, weight: 600, fill: "#FDA4AF" })}${text(x + 176, y + 100, guest.title.split(" ").slice(0, 2).join(" "), { size: 21, weight: 800 })}${text(x + 176, y + 128, guest.title.split(" ").slice(2).join(" "), { size: 21, weight: 800 })}`;
    })
    .join("");
  const stage = `${stageHeader("THE SPOTLIGHT", "Tonight's awards", "#FDA4AF")}
${text(28, 86, "An award for every guest who took the stage", { size: 22, weight: 800 })}
${cards}
${rect(28, 524, 800, 52, 16, "#fff", 'fill-opacity=".06"')}${heart(60, 548, 1, C.rose)}${star(92, 552, 9, C.sun)}${text(118, 556, "Standing ovation from all 64 guests · Award titles written by your host", { size: 15, weight: 600 })}`;
  return callFrame({
    title:
      "The Spotlight's awards on a video call: four colleagues who took the stage, each with a rosette and their own award title, such as Most surprising juggler",
    session: "The Spotlight · Team celebration",
    sharedBy: "Omar",
    participants: 64,
    clock: "01:02:48",
    defs: gradient("sg", C.ink, "#4A0D2C"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["omar", { host: true, speaking: true }],
      ["priya", {}],
      ["tom", {}],
      ["grace", { muted: true }],
    ]),
  });
}

/** Tiny Campfire's keepsake: the digital storybook of the evening's stories. No scores anywhere. */
function campfireStorybook(): string {
  const painter = new Painter();
  const stories: { who: CastName; name: string; title: string; line: string }[] = [
    {
      who: "kenji",
      name: "Kenji",
      title: "The tent that flew away",
      line: "“We slept under the stars after all.”",
    },
    {
      who: "amara",
      name: "Amara",
      title: "My first job, at a bakery",
      line: "“I still can't braid a challah.”",
    },
    { who: "sam", name: "Sam", title: "A road trip with no map", line: "“Best wrong turn of my life.”" },
    { who: "leila", name: "Leila", title: "Learning to surf at forty", line: "“The ocean won. I laughed.”" },
  ];
  const entries = stories
    .map((story, index) => {
      const x = index < 2 ? 80 : 458;
      const y = 150 + (index % 2) * 150;
      return `${painter.circle(x + 34, y + 40, 32, story.who, "#9A3412")}${text(x + 80, y + 28, story.name.toUpperCase(), { size: 12, weight: 800, fill: "#9A3412", spacing: 1.2 })}${text(x + 80, y + 52, story.title, { size: 17, weight: 800, fill: C.ink })}${text(x + 80, y + 76, story.line, { size: 14, weight: 500, fill: C.slate })}`;
    })
    .join("");
  const marshmallow = (x: number, y: number) =>
    `<g transform="translate(${x} ${y}) rotate(-30)"><rect x="-1.5" y="0" width="3" height="26" rx="1.5" fill="#78350F"/><rect x="-10" y="-19" width="20" height="20" rx="6" fill="#FFF"/><rect x="-10" y="-19" width="20" height="7" rx="3" fill="#D97706" fill-opacity=".7"/></g>`;
  const stage = `${starsOnNight()}
<g transform="translate(428 330)"><path d="M-380-230h372c4 0 8 4 8 8v450c0-4-4-8-8-8h-372z" fill="#FFFBF5"/><path d="M380-230H8c-4 0-8 4-8 8v450c0-4 4-8 8-8h372z" fill="#FFF7ED"/><path d="M0-222v450" stroke="#E7D8C9" stroke-width="2"/></g>
${text(80, 126, "OUR CAMPFIRE STORYBOOK", { size: 13, weight: 800, fill: "#9A3412", spacing: 1.5 })}${text(458, 126, "DESIGN TEAM · NOVEMBER", { size: 13, weight: 800, fill: "#9A3412", spacing: 1.5 })}
${entries}
${rect(80, 458, 330, 64, 14, "#FDE7D3")}${marshmallow(116, 492)}${text(140, 484, "Marshmallows toasted: 12", { size: 15, weight: 800, fill: C.ink })}${text(140, 506, "Burnt on purpose: at least 3", { size: 13, weight: 500, fill: C.slate })}
${rect(458, 458, 330, 64, 14, "#FDE7D3")}${text(478, 484, "Prompts we shared", { size: 15, weight: 800, fill: C.ink })}${text(478, 506, "A plan that went wonderfully wrong", { size: 13, weight: 500, fill: C.slate })}
${text(236, 548, "page 1", { size: 12, fill: C.slate, anchor: "middle" })}${text(620, 548, "page 2", { size: 12, fill: C.slate, anchor: "middle" })}
${rect(298, 566, 260, 28, 14, "#fff", 'fill-opacity=".1"')}${text(428, 585, "Sent to every guest after the evening", { size: 13, weight: 600, anchor: "middle" })}`;
  return callFrame({
    title:
      "Tiny Campfire's keepsake storybook on a video call: an open book of the evening's stories, each with the colleague who told it, a quote and a count of toasted marshmallows",
    session: "Tiny Campfire · Design team",
    sharedBy: "Grace",
    participants: 12,
    clock: "01:04:10",
    defs: gradient("sg", C.ink, "#3A160B"),
    body: gameLayout(painter, stage, "url(#sg)", [
      ["grace", { host: true, speaking: true }],
      ["kenji", {}],
      ["amara", {}],
      ["sam", { muted: true }],
    ]),
  });
}

/** A few stars on a night sky, across the top of a stage. */
function starsOnNight(): string {
  return [
    [40, 60],
    [150, 30],
    [330, 50],
    [520, 34],
    [700, 62],
    [812, 30],
  ]
    .map(
      ([x, y], index) =>
        `<circle cx="${x}" cy="${y}" r="${index % 2 ? 1.6 : 2.4}" fill="#FEF3C7" fill-opacity=".7"/>`,
    )
    .join("");
}

function videoCall(): string {
  const painter = new Painter();
  const people: [CastName, { host?: boolean; speaking?: boolean; muted?: boolean }][] = [
    ["amara", {}],
    ["marcus", { host: true, speaking: true }],
    ["kenji", {}],
    ["leila", {}],
    ["dev", { muted: true }],
    ["sofia", {}],
    ["grace", {}],
    ["tom", {}],
    ["mei", { muted: true }],
  ];
  const tiles = people
    .map(([who, options], index) => {
      const x = 20 + (index % 3) * 392;
      const y = 60 + Math.floor(index / 3) * 204;
      return painter.tile(x, y, 376, 192, who, options);
    })
    .join("");
  return callFrame({
    title:
      "A Rallyroom event on a video call: a grid of nine smiling colleagues with the host speaking in the top middle tile",
    session: "Team social · Friday",
    participants: 9,
    clock: "00:03:51",
    body: tiles,
  });
}

// ——— Product screens without the call ————————————————————————————————————————

function hostPanel(): string {
  const rounds = [
    ["Welcome and teams", "done"],
    ["Warm-up round", "done"],
    ["Lightning round", "live"],
    ["Survey says", "next"],
    ["Final and awards", "next"],
  ] as const;
  const roundList = rounds
    .map(([name, state], index) => {
      const y = 150 + index * 62;
      const live = state === "live";
      return `${live ? rect(36, y - 6, 236, 52, 12, C.tint) : ""}<circle cx="66" cy="${y + 20}" r="15" fill="${state === "done" ? C.mint : live ? C.indigo : C.line}"/>${state === "done" ? check(66, y + 20, "#fff", 3) : text(66, y + 26, String(index + 1), { size: 14, weight: 800, fill: live ? "#fff" : C.slate, anchor: "middle" })}${text(92, y + 18, name, { size: 15, weight: 700, fill: state === "next" ? C.slate : C.ink })}${text(92, y + 36, state === "done" ? "Finished" : live ? "Question 4 of 8" : "8 questions", { size: 12, weight: 500, fill: live ? C.indigo : C.slate })}`;
    })
    .join("");
  const scores = [
    ["Team Comet", 212, C.indigo],
    ["Team Nova", 187, C.coralDeep],
    ["Team Kraken", 164, C.mint],
    ["Team Maple", 131, C.sky],
  ] as const;
  const scoreRows = scores
    .map(([name, score, color], index) => {
      const y = 168 + index * 58;
      return `<circle cx="896" cy="${y + 18}" r="8" fill="${color}"/>${text(914, y + 24, name, { size: 15, weight: 700, fill: C.ink })}${rect(1028, y + 2, 32, 32, 8, C.paper, `stroke="${C.line}"`)}${text(1044, y + 24, "−", { size: 18, weight: 700, fill: C.slate, anchor: "middle" })}${text(1094, y + 25, String(score), { size: 18, weight: 800, fill: C.ink, anchor: "middle" })}${rect(1128, y + 2, 32, 32, 8, C.tint)}${text(1144, y + 24, "+", { size: 18, weight: 700, fill: C.indigo, anchor: "middle" })}`;
    })
    .join("");
  const miniBoard = [0, 1, 2, 3, 4, 5]
    .map((index) => {
      const x = 352 + (index % 2) * 232;
      const y = 236 + Math.floor(index / 2) * 50;
      const shown = index !== 1 && index !== 5;
      return rect(x, y, 220, 40, 8, shown ? C.indigo : "#242A66");
    })
    .join("");
  const painter = new Painter();
  const avatars = (["amara", "kenji", "sofia", "dev", "leila", "tom"] as const)
    .map((who, index) => painter.circle(348 + index * 30, 640, 17, who, "#fff"))
    .join("");
  return svg(
    "Rallyroom host panel: the run of show with round three live, the shared board preview, reveal, timer and next controls, a 24 second timer and team scores with plus and minus buttons",
    `${rect(0, 0, 1200, 750, 0, "#F1F5F9")}
${rect(0, 0, 1200, 64, 0, "#fff")}<path d="M0 64h1200" stroke="${C.line}"/>${brandMark(24, 16, 32)}${text(64, 38, "Rallyroom Host", { size: 18, weight: 800, fill: C.ink })}${text(214, 38, "Northwind Labs · All-hands social", { size: 15, weight: 500, fill: C.slate })}${rect(860, 18, 70, 28, 14, C.rose)}<circle cx="878" cy="32" r="4" fill="#fff"/>${text(906, 37, "LIVE", { size: 12, weight: 800, anchor: "middle" })}${text(946, 38, "00:32:10", { size: 15, weight: 700, fill: C.ink })}${rect(1040, 16, 136, 32, 16, C.tint)}${text(1108, 37, "42 players", { size: 14, weight: 700, fill: C.deep, anchor: "middle" })}
${rect(20, 84, 268, 646, 18, "#fff", `stroke="${C.line}"`)}${text(40, 120, "RUN OF SHOW", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${roundList}${rect(40, 476, 228, 90, 14, C.paper)}${text(56, 504, "Breakout rooms", { size: 14, weight: 700, fill: C.ink })}${text(56, 528, "6 rooms · 7 players each", { size: 13, fill: C.slate })}${text(56, 550, "Closes in 2:00", { size: 13, weight: 600, fill: C.indigo })}
${rect(308, 84, 540, 646, 18, "#fff", `stroke="${C.line}"`)}${text(332, 120, "ON SCREEN NOW", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${rect(332, 136, 492, 320, 14, C.night)}${text(578, 176, "Name something you'd", { size: 20, weight: 800, anchor: "middle" })}${text(578, 204, "find on a messy desk", { size: 20, weight: 800, anchor: "middle" })}${miniBoard}${text(370, 262, "Coffee mug", { size: 14, weight: 700 })}${text(370, 312, "Sticky notes", { size: 14, weight: 700 })}${text(370, 362, "Tangled cables", { size: 14, weight: 700 })}${text(602, 312, "Snack wrappers", { size: 14, weight: 700 })}<path d="M352 408h452" stroke="#fff" stroke-opacity=".12"/>${text(352, 436, "Answers 4 and 6 hidden · Team Nova to answer", { size: 13, weight: 600, fill: C.mist })}
${rect(332, 476, 160, 48, 12, C.indigo)}${text(412, 506, "Reveal answer", { size: 15, weight: 700, anchor: "middle" })}${rect(504, 476, 148, 48, 12, "#fff", `stroke="${C.line}" stroke-width="2"`)}${text(578, 506, "Start timer", { size: 15, weight: 700, fill: C.ink, anchor: "middle" })}${rect(664, 476, 160, 48, 12, C.coral)}${text(744, 506, "Next question", { size: 15, weight: 700, anchor: "middle" })}
${text(332, 572, "TIMER", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${rect(332, 586, 240, 8, 4, C.line)}${rect(332, 586, 192, 8, 4, C.sun)}${text(586, 596, "0:24", { size: 20, weight: 800, fill: C.ink })}${text(634, 596, "of 0:30", { size: 14, fill: C.slate })}
${avatars}${text(528, 646, "+36 joined", { size: 14, weight: 700, fill: C.slate })}
${rect(868, 84, 312, 646, 18, "#fff", `stroke="${C.line}"`)}${text(888, 120, "SCORES", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${text(1160, 120, "Round 3", { size: 13, weight: 600, fill: C.indigo, anchor: "end" })}<path d="M888 140h272" stroke="${C.line}"/>${scoreRows}
${rect(888, 420, 272, 108, 14, C.tint)}${text(908, 450, "Bonus points", { size: 14, weight: 700, fill: C.deep })}${rect(908, 464, 72, 34, 10, "#fff")}${text(944, 486, "+10", { size: 14, weight: 800, fill: C.deep, anchor: "middle" })}${rect(988, 464, 72, 34, 10, "#fff")}${text(1024, 486, "+25", { size: 14, weight: 800, fill: C.deep, anchor: "middle" })}${rect(1068, 464, 72, 34, 10, "#fff")}${text(1104, 486, "+50", { size: 14, weight: 800, fill: C.deep, anchor: "middle" })}
${rect(888, 548, 272, 48, 12, C.ink)}${text(1024, 578, "Show leaderboard", { size: 15, weight: 700, anchor: "middle" })}
${text(888, 636, "SOUND BOARD", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${["Buzzer", "Applause", "Drumroll"].map((sound, index) => `${rect(888 + index * 92, 652, 84, 36, 18, C.paper, `stroke="${C.line}"`)}${text(930 + index * 92, 675, sound, { size: 13, weight: 700, fill: C.ink, anchor: "middle" })}`).join("")}
${rect(40, 588, 228, 90, 14, C.paper)}${text(56, 616, "Latecomers", { size: 14, weight: 700, fill: C.ink })}${text(56, 640, "2 joined, placed on teams", { size: 13, fill: C.slate })}${text(56, 662, "Nova +1 · Maple +1", { size: 13, weight: 600, fill: C.indigo })}`,
  );
}

function brandingOptions(): string {
  const navy = "#1E3A8A";
  const teal = "#0F766E";
  const swatch = (x: number, color: string, label: string, selected: boolean) =>
    `<circle cx="${x}" cy="318" r="20" fill="${color}"/>${selected ? `<circle cx="${x}" cy="318" r="25" fill="none" stroke="${C.indigo}" stroke-width="3"/>` : ""}${text(x, 360, label, { size: 12, weight: 600, fill: C.slate, anchor: "middle" })}`;
  const options = [
    ["A", "2014", false],
    ["B", "2016", true],
    ["C", "2018", false],
    ["D", "2019", false],
  ] as const;
  const answerGrid = options
    .map(([letter, year, right], index) => {
      const x = 458 + (index % 2) * 336;
      const y = 340 + Math.floor(index / 2) * 80;
      return `${rect(x, y, 320, 64, 14, right ? teal : "#fff", right ? "" : 'fill-opacity=".1"')}${rect(x + 12, y + 12, 40, 40, 10, right ? "#fff" : navy, right ? 'fill-opacity=".25"' : "")}${text(x + 32, y + 39, letter, { size: 18, weight: 800, anchor: "middle" })}${text(x + 68, y + 40, year, { size: 22, weight: 800 })}${right ? check(x + 290, y + 32, "#fff", 4) : ""}`;
    })
    .join("");
  const painter = new Painter();
  const strip = (["priya", "kwame", "elena", "dev"] as const)
    .map((who, index) => painter.tile(458 + index * 168, 516, 152, 96, who, {}))
    .join("");
  const toggle = (y: number, label: string, detail: string) =>
    `${text(44, y, label, { size: 15, weight: 700, fill: C.ink })}${text(44, y + 22, detail, { size: 13, fill: C.slate })}${rect(300, y - 16, 44, 26, 13, C.mint)}<circle cx="331" cy="${y - 3}" r="10" fill="#fff"/>`;
  const northwind = (x: number, y: number, scale: number, color: string) =>
    `<g transform="translate(${x} ${y}) scale(${scale})"><path d="M8 30L20 6l12 24z" fill="${color}"/>${text(44, 27, "Northwind Labs", { size: 22, weight: 800, fill: color })}</g>`;
  return svg(
    "Branding options: a settings panel with the client's logo, colours and custom round, beside a preview of the game screen in Northwind Labs navy and teal with their logo",
    `${rect(0, 0, 1200, 750, 0, "#F1F5F9")}
${rect(20, 20, 348, 710, 18, "#fff", `stroke="${C.line}"`)}${brandMark(44, 42, 28)}${text(80, 62, "Event branding", { size: 18, weight: 800, fill: C.ink })}<path d="M44 92h300" stroke="${C.line}"/>
${text(44, 126, "LOGO", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${rect(44, 140, 300, 88, 14, C.paper, `stroke="${C.line}" stroke-dasharray="6 5" stroke-width="2"`)}${northwind(72, 166, 1.05, navy)}${text(194, 214, "northwind-logo.svg", { size: 12, fill: C.slate, anchor: "middle" })}
${text(44, 274, "COLOURS", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${swatch(70, navy, "Primary", true)}${swatch(134, teal, "Accent", true)}${swatch(198, C.sun, "Highlight", false)}${swatch(262, "#fff", "Text", false)}<circle cx="262" cy="318" r="20" fill="none" stroke="${C.line}" stroke-width="2"/>
${text(44, 410, "CONTENT", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}${toggle(446, "Company trivia round", "8 questions about Northwind")}${toggle(512, "Welcome slide", "Your logo and a greeting")}${toggle(578, "Team names", "Named after your products")}
${rect(44, 642, 300, 52, 14, C.indigo)}${text(194, 674, "Apply to all rounds", { size: 16, weight: 700, anchor: "middle" })}
${text(392, 52, "PREVIEW · WHAT YOUR TEAM SEES", { size: 12, weight: 800, fill: C.slate, spacing: 1.5 })}
${rect(392, 68, 788, 572, 18, navy)}<path d="M392 132V86a18 18 0 0 1 18-18h752a18 18 0 0 1 18 18v46z" fill="#000" fill-opacity=".18"/>${northwind(420, 82, 1, "#fff")}${rect(1030, 86, 126, 30, 15, teal)}${text(1093, 106, "Round 2 of 4", { size: 13, weight: 700, anchor: "middle" })}
${text(458, 176, "COMPANY TRIVIA", { size: 13, weight: 800, fill: "#5EEAD4", spacing: 1.5 })}${text(458, 222, "Which year did Northwind", { size: 30, weight: 800 })}${text(458, 260, "ship its first product?", { size: 30, weight: 800 })}${ring(1096, 218, 32, 0.35, "#5EEAD4", "0:09", 16)}${text(458, 310, "Pick one: your team's choice is locked when the timer ends", { size: 14, fill: "#BFDBFE" })}
${answerGrid}${strip}
${rect(392, 656, 788, 74, 16, "#fff", `stroke="${C.line}"`)}${text(416, 688, "Also in your colours", { size: 14, weight: 700, fill: C.ink })}${text(416, 710, "The live leaderboard and the winners' announcement", { size: 13, fill: C.slate })}<circle cx="1080" cy="693" r="14" fill="${navy}"/><circle cx="1108" cy="693" r="14" fill="${teal}"/><circle cx="1136" cy="693" r="14" fill="${C.sun}"/>`,
  );
}

/** Every scene, by file name (without .svg) in public/images/scenes. */
export function productScenes(): Record<string, string> {
  return {
    "lightning-feud": lightningFeud(),
    "survey-showdown": surveyShowdown(),
    "pitch-perfect": pitchPerfect(),
    "the-spotlight": theSpotlight(),
    "online-office-games": officeGames(),
    "tiny-campfire": tinyCampfire(),
    leaderboard: leaderboard(),
    "pitch-awards": pitchAwards(),
    "spotlight-awards": spotlightAwards(),
    "campfire-storybook": campfireStorybook(),
    "host-panel": hostPanel(),
    "branding-options": brandingOptions(),
    "video-call": videoCall(),
  };
}

// ——— Game cards (home carousel, 800 × 500) ————————————————————————————————————

const CARD_WIDTH = 800;
const CARD_HEIGHT = 500;

interface GameCard {
  title: string;
  name: string;
  chip: string;
  tone: string;
  accent: string;
  body: (painter: Painter) => string;
  players: [CastName, number][];
}

/** A game's own screen, as the host shares it: name, round chip, the board, the players' scores. */
function gameCard(card: GameCard): string {
  const painter = new Painter();
  const players = card.players
    .map(([who, score], index) => {
      const x = 60 + index * 150;
      return `${painter.circle(x, 452, 24, who, "#fff")}${text(x + 34, 446, cast[who].name, { size: 15, weight: 700 })}${text(x + 34, 466, String(score), { size: 15, weight: 800, fill: card.accent })}`;
    })
    .join("");
  return svg(
    card.title,
    `<defs>${gradient("cg", C.night, card.tone, false)}</defs>${rect(0, 0, CARD_WIDTH, CARD_HEIGHT, 0, "url(#cg)")}
${brandMark(32, 22, 30)}${text(72, 46, card.name, { size: 24, weight: 800 })}${rect(CARD_WIDTH - 32 - (card.chip.length * 8.6 + 28), 22, card.chip.length * 8.6 + 28, 32, 16, "#fff", 'fill-opacity=".12"')}${text(CARD_WIDTH - 32 - (card.chip.length * 8.6 + 28) / 2, 43, card.chip, { size: 15, weight: 700, fill: card.accent, anchor: "middle" })}
${card.body(painter)}
${rect(0, 414, CARD_WIDTH, 86, 0, "#000", 'fill-opacity=".22"')}${players}`,
    CARD_WIDTH,
    CARD_HEIGHT,
  );
}

const answerTile = (
  x: number,
  y: number,
  width: number,
  letter: string,
  label: string,
  state: "right" | "plain" | "wrong",
) =>
  `${rect(x, y, width, 62, 14, state === "right" ? C.mint : "#fff", state === "right" ? "" : state === "wrong" ? 'fill-opacity=".05"' : 'fill-opacity=".1"')}${rect(x + 12, y + 12, 38, 38, 10, state === "right" ? "#fff" : C.indigo, state === "right" ? 'fill-opacity=".3"' : "")}${text(x + 31, y + 38, letter, { size: 18, weight: 800, anchor: "middle" })}${text(x + 64, y + 39, label, { size: 21, weight: 700, opacity: state === "wrong" ? 0.5 : 1 })}${state === "right" ? check(x + width - 30, y + 31, "#fff", 4) : ""}`;

const gameCards: Record<string, GameCard> = {
  "mini-trivia": {
    title:
      "Mini Trivia: a question with four answers, the right one lit green, a timer and the players' scores",
    name: "Mini Trivia",
    chip: "Question 6 of 10",
    tone: "#312E81",
    accent: C.sun,
    body: () =>
      `${text(40, 122, "Which planet has the most", { size: 30, weight: 800 })}${text(40, 160, "known moons?", { size: 30, weight: 800 })}${ring(720, 132, 32, 0.25, C.sun, "4", 22)}
${answerTile(40, 200, 350, "A", "Jupiter", "plain")}${answerTile(410, 200, 350, "B", "Saturn", "right")}${answerTile(40, 282, 350, "C", "Uranus", "wrong")}${answerTile(410, 282, 350, "D", "Neptune", "wrong")}${text(40, 388, "31 of 36 answered · fastest: 1.8 s", { size: 16, weight: 600, fill: C.mist })}`,
    players: [
      ["amara", 640],
      ["kenji", 610],
      ["leila", 580],
      ["dev", 540],
      ["mei", 510],
    ],
  },
  "mini-jeopardy": {
    title: "Mini Jeopardy: a board of four categories with point values, some already played and one picked",
    name: "Mini Jeopardy",
    chip: "Team Comet to pick",
    tone: "#1E3A8A",
    accent: C.sun,
    body: () => {
      const categories = ["Space", "Food", "Films", "Office"];
      const played = new Set(["0-0", "1-0", "1-1", "3-0", "2-2"]);
      const cells = categories
        .map((category, col) => {
          const x = 40 + col * 182;
          const head = `${rect(x, 74, 170, 50, 10, C.deep)}${text(x + 85, 106, category, { size: 19, weight: 800, anchor: "middle" })}`;
          const values = [100, 200, 300, 400]
            .map((value, row) => {
              const y = 132 + row * 68;
              const key = `${col}-${row}`;
              if (played.has(key)) return rect(x, y, 170, 60, 10, "#fff", 'fill-opacity=".05"');
              const picked = key === "2-3";
              return `${rect(x, y, 170, 60, 10, picked ? C.coral : C.indigo)}${text(x + 85, y + 40, String(value), { size: 26, weight: 800, fill: picked ? "#fff" : C.sun, anchor: "middle" })}`;
            })
            .join("");
          return head + values;
        })
        .join("");
      return cells;
    },
    players: [
      ["sofia", 900],
      ["tom", 700],
      ["priya", 600],
      ["kwame", 400],
      ["elena", 300],
    ],
  },
  "survey-says": {
    title: "Mini Survey Says: the top answers from a hundred people revealed on a board with their counts",
    name: "Mini Survey Says",
    chip: "Round 2",
    tone: "#12305E",
    accent: C.sky,
    body: () => {
      const rows = [
        ["Sandwiches", 38],
        ["A blanket", 24],
        ["", 0],
        ["", 0],
      ] as const;
      return `${text(40, 112, "Name something people bring to a picnic", { size: 26, weight: 800 })}${rows
        .map(([answer, count], index) => {
          const y = 140 + index * 64;
          if (!answer)
            return `${rect(40, y, 720, 54, 12, "#fff", 'fill-opacity=".06"')}<circle cx="72" cy="${y + 27}" r="17" fill="${C.raised}"/>${text(72, y + 34, String(index + 1), { size: 18, weight: 800, fill: C.mist, anchor: "middle" })}${rect(104, y + 18, 240, 18, 9, C.raised)}`;
          return `${rect(40, y, 720, 54, 12, C.indigo)}<circle cx="72" cy="${y + 27}" r="17" fill="${C.sky}"/>${text(72, y + 34, String(index + 1), { size: 18, weight: 800, fill: C.ink, anchor: "middle" })}${text(104, y + 36, answer, { size: 23, weight: 700 })}${rect(672, y + 8, 76, 38, 10, C.deep)}${text(710, y + 36, String(count), { size: 23, weight: 800, fill: C.sun, anchor: "middle" })}`;
        })
        .join("")}`;
    },
    players: [
      ["omar", 62],
      ["grace", 38],
      ["sam", 24],
      ["amara", 12],
    ],
  },
  "sketch-and-guess": {
    title:
      "Sketch & Guess: a player's drawing of a rocket on a shared canvas while the others type their guesses",
    name: "Sketch & Guess",
    chip: "0:42 left",
    tone: "#134E4A",
    accent: "#5EEAD4",
    body: () => {
      const rocket = `<g fill="none" stroke="${C.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"><path d="M230 120c40 30 52 110 30 170h-60c-22-60-10-140 30-170z" fill="#fff"/><circle cx="230" cy="190" r="18" fill="${C.sky}"/><path d="M200 258l-34 40 40-6M260 258l34 40-40-6"/><path d="M214 300q16 40 16 56q0-16 16-56" stroke="${C.coral}" fill="${C.sun}"/></g><g fill="${C.sun}"><circle cx="118" cy="140" r="4"/><circle cx="340" cy="118" r="5"/><circle cx="350" cy="230" r="3"/></g>`;
      const guess = (y: number, who: string, word: string, right: boolean) =>
        `${rect(480, y, 280, 50, 12, right ? C.mint : "#fff", right ? "" : 'fill-opacity=".1"')}${text(498, y + 32, `${who}: ${word}`, { size: 18, weight: 700 })}${right ? text(742, y + 32, "+80", { size: 18, weight: 800, anchor: "end" }) : cross(738, y + 25, C.rose, 6, 3)}`;
      return `${rect(40, 76, 410, 320, 16, C.paper)}${rocket}${[C.ink, C.coral, C.sky, C.sun, C.mint].map((color, index) => `<circle cx="${70 + index * 30}" cy="372" r="10" fill="${color}"/>`).join("")}
${text(480, 104, "R _ _ _ _ T", { size: 26, weight: 800, fill: "#5EEAD4", spacing: 2 })}${guess(124, "Tom", "pencil", false)}${guess(184, "Mei", "lighthouse", false)}${guess(244, "Dev", "rocket", true)}${text(480, 330, "Leila is drawing", { size: 16, weight: 600, fill: C.mist })}`;
    },
    players: [
      ["leila", 340],
      ["dev", 310],
      ["mei", 220],
      ["tom", 180],
    ],
  },
  "escape-room": {
    title: "Mini Escape Room: a locked door with a four-digit code half cracked, clue cards and a countdown",
    name: "Mini Escape Room",
    chip: "Clue 3 of 5",
    tone: "#3B1F7A",
    accent: "#C4B5FD",
    body: () => {
      const dials = ["7", "3", "?", "?"]
        .map((digit, index) => {
          const x = 76 + index * 74;
          const known = digit !== "?";
          return `${rect(x, 196, 62, 84, 12, known ? C.paper : "#fff", known ? "" : 'fill-opacity=".1"')}${text(x + 31, 252, digit, { size: 40, weight: 800, fill: known ? C.ink : C.mist, anchor: "middle" })}`;
        })
        .join("");
      const clue = (y: number, title: string, body: string, solved: boolean) =>
        `${rect(440, y, 320, 84, 14, "#fff", solved ? 'fill-opacity=".14"' : 'fill-opacity=".07"')}${solved ? check(468, y + 30, "#6EE7B7", 4) : `<circle cx="466" cy="${y + 30}" r="7" fill="${C.sun}"/>`}${text(488, y + 36, title, { size: 19, weight: 800 })}${text(488, y + 62, body, { size: 15, fill: C.mist })}`;
      return `${rect(56, 80, 336, 310, 20, "#fff", 'fill-opacity=".06"')}<path d="M140 180v-40a84 60 0 0 1 168 0v40" fill="none" stroke="${C.sun}" stroke-width="14"/>${rect(64, 180, 320, 116, 18, C.sun, 'fill-opacity=".16"')}${text(224, 330, "Enter the door code", { size: 18, weight: 700, fill: C.mist, anchor: "middle" })}${dials}${text(224, 372, "12:48 left", { size: 20, weight: 800, fill: C.sun, anchor: "middle" })}
${clue(86, "The clock", "Stopped at 7", true)}${clue(182, "The bookshelf", "Three red spines", true)}${clue(278, "The painting", "Count the boats", false)}`;
    },
    players: [
      ["kwame", 3],
      ["sofia", 2],
      ["omar", 2],
      ["grace", 1],
    ],
  },
  "song-snippet": {
    title:
      "Song Snippet Showdown: a three-second music clip playing as a waveform, with four song titles to choose from",
    name: "Song Snippet Showdown",
    chip: "Clip 4 of 8",
    tone: "#701A75",
    accent: "#F9A8D4",
    body: () => {
      const heights = [
        18, 34, 52, 40, 70, 88, 60, 44, 76, 96, 66, 40, 58, 84, 72, 46, 30, 56, 74, 50, 36, 22, 40, 62, 48,
        30,
      ];
      const bars = heights
        .map((height, index) =>
          rect(
            150 + index * 22,
            170 - height / 2,
            12,
            height,
            6,
            index < 15 ? "#F9A8D4" : "#fff",
            index < 15 ? "" : 'fill-opacity=".25"',
          ),
        )
        .join("");
      return `<circle cx="88" cy="170" r="40" fill="${C.rose}"/><path d="M76 150v40l32-20z" fill="#fff"/>${bars}${text(150, 246, "Name that tune: 3 seconds", { size: 17, weight: 600, fill: C.mist })}
${answerTile(40, 268, 350, "A", "Neon Summer", "plain")}${answerTile(410, 268, 350, "B", "Midnight Drive", "plain")}${answerTile(40, 340, 350, "C", "Paper Hearts", "plain")}${answerTile(410, 340, 350, "D", "Golden Hour", "plain")}`;
    },
    players: [
      ["priya", 420],
      ["marcus", 380],
      ["elena", 300],
      ["sam", 260],
    ],
  },
  "fastest-finger": {
    title: "Fastest Finger: a big green go signal, players' reaction times with a speed bonus, and power-ups",
    name: "Fastest Finger",
    chip: "Speed round",
    tone: "#7C2D12",
    accent: C.sun,
    body: () => {
      const fastest: [string, string, string][] = [
        ["Amara", "0.21 s", "+50"],
        ["Kenji", "0.27 s", "+30"],
        ["Dev", "0.34 s", "+20"],
      ];
      const times = fastest
        .map(([who, time, bonus], index) => {
          const y = 86 + index * 66;
          return `${rect(400, y, 360, 56, 12, "#fff", index === 0 ? 'fill-opacity=".16"' : 'fill-opacity=".07"')}${text(424, y + 36, `${index + 1}`, { size: 20, weight: 800, fill: C.mist })}${text(454, y + 36, who, { size: 21, weight: 700 })}${text(640, y + 36, time, { size: 20, weight: 700, fill: C.tint, anchor: "end" })}${text(742, y + 36, bonus, { size: 20, weight: 800, fill: C.sun, anchor: "end" })}`;
        })
        .join("");
      const power = (x: number, label: string, color: string) =>
        `${rect(x, 300, 170, 48, 24, color, 'fill-opacity=".22"')}<path d="M${x + 26} 310l-10 16h8l-3 14 13-19h-8l5-11z" fill="${color}"/>${text(x + 44, 330, label, { size: 17, weight: 700 })}`;
      return `<circle cx="190" cy="210" r="130" fill="${C.mint}" fill-opacity=".18"/><circle cx="190" cy="210" r="100" fill="${C.mint}"/>${text(190, 224, "GO!", { size: 44, weight: 800, anchor: "middle" })}${times}${power(400, "Double points", C.sun)}${power(590, "Freeze", C.sky)}`;
    },
    players: [
      ["amara", 720],
      ["kenji", 690],
      ["dev", 655],
      ["leila", 600],
    ],
  },
  "globe-guessers": {
    title: "Globe Guessers: a street photo to place and a world map with the real spot and the players' pins",
    name: "Globe Guessers",
    chip: "Location 3 of 5",
    tone: "#065F46",
    accent: "#6EE7B7",
    body: () => {
      const photo = `${rect(40, 80, 250, 300, 16, "#FDE68A")}${rect(40, 250, 250, 130, 0, "#D6D3D1")}<g fill="#FB923C">${rect(56, 140, 60, 110, 4, "#FB923C")}${rect(122, 170, 50, 80, 4, "#F472B6")}${rect(178, 120, 56, 130, 4, C.sky)}${rect(240, 160, 40, 90, 4, C.mint)}</g><g fill="#fff" fill-opacity=".7">${rect(66, 154, 14, 16, 2, "#fff")}${rect(92, 154, 14, 16, 2, "#fff")}${rect(66, 190, 14, 16, 2, "#fff")}${rect(190, 140, 14, 16, 2, "#fff")}${rect(212, 140, 14, 16, 2, "#fff")}${rect(132, 186, 14, 16, 2, "#fff")}</g>${rect(40, 340, 250, 40, 0, C.ink, 'fill-opacity=".6"')}${text(56, 366, "Where is this?", { size: 17, weight: 700 })}`;
      const land = `<g fill="#6EE7B7" fill-opacity=".55"><path d="M340 130q40-30 90-10t40 50q-10 40-50 40t-60-30q-30-20-20-50z"/><path d="M430 230q30 0 36 40t-20 80q-24 10-30-30t14-90z"/><path d="M510 110q60-30 130-10t90 50q0 40-60 50t-90-10q-60-10-70-40z"/><path d="M560 230q30-10 44 20t-10 50q-30 10-40-20z"/><path d="M660 300q40-10 60 14t-20 40q-40 6-50-20z"/></g>`;
      return `${photo}${rect(320, 80, 440, 300, 16, "#0C4A6E")}${land}<path d="M590 170L540 206" stroke="#fff" stroke-width="3" stroke-dasharray="6 6"/><g transform="translate(590 170)"><path d="M0 0c-10-14-16-22-16-30a16 16 0 0 1 32 0c0 8-6 16-16 30z" fill="${C.coral}"/><circle cy="-30" r="6" fill="#fff"/></g><g transform="translate(540 206)"><path d="M0 0c-8-11-12-17-12-24a12 12 0 0 1 24 0c0 7-4 13-12 24z" fill="${C.sun}"/></g>${rect(560, 216, 140, 34, 17, C.ink, 'fill-opacity=".75"')}${text(630, 239, "Mei · 312 km", { size: 15, weight: 700, anchor: "middle" })}`;
    },
    players: [
      ["mei", 4650],
      ["tom", 4210],
      ["priya", 3880],
      ["kwame", 3400],
    ],
  },
  "memory-match": {
    title: "Memory Match-Up: a grid of cards, four pairs already matched and two cards turned over",
    name: "Memory Match-Up",
    chip: "4 of 6 pairs",
    tone: "#4C1D95",
    accent: "#C4B5FD",
    body: () => {
      type Face = "star" | "heart" | "moon" | "leaf" | "bolt";
      const faces: Record<Face, (x: number, y: number) => string> = {
        star: (x, y) => star(x, y, 24, C.sun),
        heart: (x, y) => heart(x, y - 2, 2.6, C.rose),
        moon: (x, y) =>
          `<path d="M${x + 6} ${y - 24}a24 24 0 1 0 18 36 20 20 0 1 1-18-36z" fill="${C.sky}"/>`,
        leaf: (x, y) =>
          `<path d="M${x - 20} ${y + 20}c0-30 16-44 40-44 0 26-14 44-40 44z" fill="${C.mint}"/>`,
        bolt: (x, y) => `<path d="M${x + 6} ${y - 26}l-22 30h14l-6 24 24-32h-14z" fill="${C.coral}"/>`,
      };
      const layout: (Face | null)[] = [
        "star",
        null,
        "heart",
        "moon",
        "leaf",
        "star",
        null,
        "heart",
        "moon",
        "bolt",
        "leaf",
        null,
      ];
      const flipped = new Set([9]);
      return layout
        .map((face, index) => {
          const x = 40 + (index % 6) * 122;
          const y = 86 + Math.floor(index / 6) * 160;
          if (!face)
            return `${rect(x, y, 110, 146, 14, C.deep)}${rect(x + 10, y + 10, 90, 126, 10, "none", `stroke="#fff" stroke-opacity=".25" stroke-width="2"`)}<circle cx="${x + 55}" cy="${y + 73}" r="30" fill="#fff" fill-opacity=".92"/>${brandMark(x + 33, y + 50, 44)}`;
          const open = flipped.has(index);
          return `${rect(x, y, 110, 146, 14, C.paper)}${open ? rect(x - 3, y - 3, 116, 152, 16, "none", `stroke="${C.sun}" stroke-width="4"`) : rect(x, y, 110, 146, 14, "none", `stroke="${C.mint}" stroke-width="4"`)}${faces[face](x + 55, y + 73)}`;
        })
        .join("");
    },
    players: [
      ["grace", 4],
      ["omar", 3],
      ["sofia", 2],
      ["dev", 1],
    ],
  },
  "two-truths": {
    title:
      "Two Truths & a Tale: a teammate's three statements with the team's votes, and the made-up one revealed",
    name: "Two Truths & a Tale",
    chip: "Kwame's turn",
    tone: "#334155",
    accent: "#7DD3FC",
    body: (painter) => {
      const statement = (y: number, line: string, votes: number, tale: boolean) =>
        `${rect(200, y, 560, 84, 14, tale ? C.coral : "#fff", tale ? "" : 'fill-opacity=".1"')}${text(224, y + 36, line, { size: 21, weight: 700 })}${rect(224, y + 52, Math.round(votes * 14), 12, 6, tale ? "#fff" : C.sky, tale ? 'fill-opacity=".6"' : "")}${text(736, y + 62, `${votes} votes`, { size: 15, weight: 700, anchor: "end" })}${tale ? `${rect(640, y + 14, 96, 26, 13, "#fff")}${text(688, y + 32, "THE TALE", { size: 12, weight: 800, fill: C.coralDeep, anchor: "middle" })}` : ""}`;
      return `${painter.circle(110, 180, 70, "kwame", "#7DD3FC")}${text(110, 290, "Kwame", { size: 20, weight: 800, anchor: "middle" })}${text(110, 314, "Finance", { size: 15, fill: C.mist, anchor: "middle" })}
${statement(80, "I have met a penguin", 6, false)}${statement(176, "I speak four languages", 14, true)}${statement(272, "I once won a pie contest", 9, false)}`;
    },
    players: [
      ["amara", 5],
      ["tom", 4],
      ["leila", 4],
      ["sam", 2],
    ],
  },
};

/** The ten home carousel cards, by file name (without .svg) in public/images/games. */
export function gameCardScenes(): Record<string, string> {
  return Object.fromEntries(Object.entries(gameCards).map(([file, card]) => [file, gameCard(card)]));
}

// ——— Portraits of the team ———————————————————————————————————————————————————

/**
 * The founders and hosts of content/hosts/*.md, drawn in the scenes' style: one figure on a round
 * tinted wall. Illustrations of fictional people, never photographs; the alt text lives with
 * each profile.
 */
const team: Record<string, Person & { label: string }> = {
  "nadia-okafor": {
    label: "Nadia Okafor",
    name: "Nadia",
    skin: "#6B4226",
    hair: "#1F1A17",
    style: "curls",
    shirt: C.coral,
    room: "#FDE7D3",
    decor: "plant",
    earrings: true,
  },
  "daniel-reyes": {
    label: "Daniel Reyes",
    name: "Daniel",
    skin: "#C68E62",
    hair: "#2B1D14",
    style: "short",
    shirt: C.indigo,
    room: "#E0E7FF",
    decor: "shelf",
    beard: true,
  },
  "mei-tanaka": {
    label: "Mei Tanaka",
    name: "Mei",
    skin: "#F2CFAE",
    hair: "#111827",
    style: "bun",
    shirt: "#0F766E",
    room: "#CCFBF1",
    decor: "frame",
    glasses: true,
  },
  "samuel-adeyemi": {
    label: "Samuel Adeyemi",
    name: "Samuel",
    skin: "#4A2C1A",
    hair: "#111111",
    style: "afro",
    shirt: C.sun,
    room: "#FEF3C7",
    decor: "window",
    laughing: true,
  },
  "clara-jensen": {
    label: "Clara Jensen",
    name: "Clara",
    skin: "#F6D7C3",
    hair: "#D9A441",
    style: "bob",
    shirt: "#34D399",
    room: "#DCFCE7",
    decor: "lamp",
  },
  "rafael-costa": {
    label: "Rafael Costa",
    name: "Rafael",
    skin: "#D19C73",
    hair: "#1F1A17",
    style: "swoop",
    shirt: C.coral,
    room: "#FFE4E6",
    decor: "frame",
    glasses: true,
  },
};

/** Every team portrait, by profile slug: 240 × 240, a circle the pages show at 64 to 112 px. */
export function portraitSvgs(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(team).map(([slug, person]) => [
      slug,
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" width="240" height="240" role="img" aria-labelledby="t">
<title id="t">Illustrated portrait of ${escapeXml(person.label)}</title>
<defs><clipPath id="c"><circle cx="120" cy="120" r="120"/></clipPath></defs>
<g clip-path="url(#c)"><rect width="240" height="240" fill="${person.room}"/><g transform="translate(120 112) scale(1.55)">${figure(person)}</g></g>
</svg>`,
    ]),
  );
}
