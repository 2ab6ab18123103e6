import { C, n, rect, text } from "./scene-kit.ts";

/**
 * The cast of the scenes: illustrated people (never photographs) with their home-office walls,
 * and the Painter that sets them in participant tiles and round avatars.
 */

type HairStyle = "short" | "swoop" | "buzz" | "afro" | "curls" | "bun" | "long" | "bob" | "bald" | "scarf";
type Decor = "shelf" | "plant" | "frame" | "window" | "lamp";

export interface Person {
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

export const cast = {
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

export type CastName = keyof typeof cast;

/** One person, head centred on (0, 0), head 62 units tall; the torso runs off below. */
export function figure(p: Person, headset = false): string {
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
export class Painter {
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
