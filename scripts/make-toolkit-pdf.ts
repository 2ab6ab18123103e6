import "./require-node.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Writes public/downloads/rallyroom-team-event-toolkit.pdf: a real, small, text-only PDF (one
 * page per section) built from plain PDF syntax, so the project needs no PDF library.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const out = path.join(root, "public/downloads/rallyroom-team-event-toolkit.pdf");

const pages: { title: string; lines: string[] }[] = [
  {
    title: "Rallyroom Team Event Toolkit",
    lines: [
      "Everything you need to plan a virtual team event people enjoy.",
      "",
      "Inside:",
      "1. The 4-week planning checklist",
      "2. A run-of-show template for a 60-minute event",
      "3. Ten icebreakers that work on any video platform",
      "4. How to measure whether the event worked",
      "",
      "Rallyroom runs live-hosted games for teams of 5 to 500+.",
      "Book a 15-minute intro call: calendly.com/rallyroom/intro-call-15",
    ],
  },
  {
    title: "1. The 4-week planning checklist",
    lines: [
      "Four weeks out: pick the goal (welcome, celebrate, reconnect) and the date.",
      "Check time zones: aim for a slot inside everyone's working day.",
      "Three weeks out: choose the activity and send a calendar hold.",
      "Two weeks out: confirm headcount; order kits if the event uses them.",
      "One week out: share the video link and a one-line agenda.",
      "Day before: test audio, screen sharing and the game link.",
      "After: thank everyone and share photos or the leaderboard.",
    ],
  },
  {
    title: "2. Run of show: 60 minutes",
    lines: [
      "0-5 min: welcome, cameras on if people are comfortable, the plan.",
      "5-10 min: warm-up icebreaker in small breakout rooms.",
      "10-45 min: the main game, teams of 4 to 6, a live host keeping score.",
      "45-55 min: final round and leaderboard reveal.",
      "55-60 min: awards, a group photo, and what comes next.",
    ],
  },
  {
    title: "3. Icebreakers for any platform",
    lines: [
      "Two truths and a lie, desk edition.",
      "Show one object within arm's reach and tell its story.",
      "Emoji check-in: describe your week in three emoji.",
      "Guess the colleague from a childhood hobby.",
      "Rapid-fire this-or-that: coffee or tea, beach or mountains.",
      "Virtual background contest with a theme.",
      "Team playlist: everyone adds one song.",
      "One-word weekend recap.",
      "Desk tour in 30 seconds.",
      "Shared doodle: each person adds one line.",
    ],
  },
  {
    title: "4. Did it work?",
    lines: [
      "Ask one question the next day: would you join another event like this? (1-5)",
      "Track attendance against invites and compare with your last event.",
      "Note who spoke up for the first time: that is the connection you wanted.",
      "Repeat quarterly; new joiners feel the culture fastest this way.",
      "",
      "Rallyroom, 548 Market St, Suite 300, San Francisco, CA 94104, USA",
    ],
  },
];

const pdfText = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`);

function pageContent(page: { title: string; lines: string[] }): string {
  const body = page.lines.map((line) => `(${pdfText(line)}) Tj T*`).join("\n");
  return `BT /F2 20 Tf 72 760 Td (${pdfText(page.title)}) Tj ET\nBT /F1 12 Tf 16 TL 72 720 Td\n${body}\nET`;
}

const objects: string[] = [];
const add = (body: string) => objects.push(body);
add("<< /Type /Catalog /Pages 2 0 R >>");
add(""); // pages, filled below
add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>");
add("<< /Title (Rallyroom Team Event Toolkit) /Author (Rallyroom) >>");
const kids: number[] = [];
for (const page of pages) {
  const content = pageContent(page);
  add(`<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`);
  const contentId = objects.length;
  add(
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
  );
  kids.push(objects.length);
}
objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(" ")}] /Count ${kids.length} >>`;

let pdf = "%PDF-1.4\n";
const offsets: number[] = [];
objects.forEach((body, index) => {
  offsets.push(Buffer.byteLength(pdf, "latin1"));
  pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
});
const xref = Buffer.byteLength(pdf, "latin1");
pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
for (const offset of offsets) pdf += `${String(offset).padStart(10, "0")} 00000 n \n`;
pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;

mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, pdf, "latin1");
console.log(`Wrote ${path.relative(root, out)} (${pdf.length} bytes, ${kids.length} pages)`);
