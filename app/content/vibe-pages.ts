import { type Vibe, type VibeId, vibeToId } from "~/domain/catalogue";

export interface VibePageCopy {
  vibe: Vibe;
  title: string;
  description: string;
  lead: string;
  benefits: { title: string; text: string }[];
}

/** A vibe's page, /activities/<slug>: the slug is the vibe's id (vibeOptions in app/domain/catalogue.ts). */
export interface VibePage extends VibePageCopy {
  slug: VibeId;
}

/** The vibe pages' copy, in the order the pages link to one another. */
const copy: VibePageCopy[] = [
  {
    vibe: "High-energy",
    title: "High-Energy Virtual Team Building",
    description:
      "Fast, loud and laugh-out-loud virtual team building games that wake up any remote team, hosted live by Rallyroom.",
    lead: "Buzzers, countdowns and rapid-fire rounds that get every camera on and every voice in the game.",
    benefits: [
      {
        title: "Instant energy",
        text: "Quick rounds and a lively host lift the mood of a tired team within minutes.",
      },
      { title: "Everyone plays", text: "Short turns and team buzzers mean nobody sits on the sidelines." },
      {
        title: "Great for kick-offs",
        text: "Open an all-hands, an offsite or a quarterly kick-off on a high.",
      },
      { title: "No prep needed", text: "Your team clicks a link and plays; we run everything else." },
    ],
  },
  {
    vibe: "Competitive",
    title: "Competitive Virtual Team Games",
    description:
      "Leaderboards, speed bonuses and bragging rights: competitive virtual team games for remote teams, hosted live.",
    lead: "Live leaderboards, speed bonuses and power-ups for teams that love to win (and to talk about it afterwards).",
    benefits: [
      { title: "Live leaderboards", text: "Scores update in real time so every round counts to the end." },
      {
        title: "Friendly rivalry",
        text: "Department against department, office against office, all in good fun.",
      },
      { title: "Awards to remember", text: "Finish with a ceremony that crowns the champions of the day." },
      { title: "Fair for all", text: "Mixed teams and varied rounds reward different strengths." },
    ],
  },
  {
    vibe: "Creative",
    title: "Creative Virtual Team Building",
    description:
      "Pitch, sketch, invent and perform: creative virtual team building activities that let remote teams show another side.",
    lead: "Games where teams invent, pitch, draw and tell stories, and discover talents nobody knew they had.",
    benefits: [
      {
        title: "New sides of colleagues",
        text: "Creative challenges reveal humour and ideas that meetings never do.",
      },
      { title: "Low pressure", text: "There are no wrong answers, only better stories." },
      { title: "Brainstorm muscles", text: "Quick creative rounds build the habit of sharing ideas freely." },
      {
        title: "Made to share",
        text: "Finished pitches and drawings become a highlight reel for your team.",
      },
    ],
  },
  {
    vibe: "Collaborative",
    title: "Collaborative Virtual Team Activities",
    description:
      "Virtual team activities that need everyone: puzzles, surveys and challenges that build trust in remote teams.",
    lead: "Challenges that no one can win alone: teams pool what they know, listen and decide together.",
    benefits: [
      { title: "Cross-team connections", text: "Mixed groups meet colleagues they rarely work with." },
      { title: "Trust through play", text: "Solving problems together builds the trust work depends on." },
      { title: "Every voice counts", text: "Rounds are designed so quieter teammates contribute too." },
      { title: "Lessons that stick", text: "A short debrief links the game to how your team works." },
    ],
  },
  {
    vibe: "Chill",
    title: "Chill Virtual Team Building",
    description:
      "Relaxed virtual team building for remote teams: cozy storytelling, gentle games and real conversation, hosted live.",
    lead: "Slower, cozier sessions for teams that need to reconnect rather than compete.",
    benefits: [
      { title: "Real conversation", text: "Gentle prompts turn small talk into stories people remember." },
      {
        title: "Inclusive by design",
        text: "Nobody is put on the spot; everyone can join in their own way.",
      },
      { title: "A breather", text: "Perfect after a busy launch or at the end of a long quarter." },
      { title: "Kits to share", text: "Optional shipped kits make the moment feel special at every desk." },
    ],
  },
];

export const vibePages: VibePage[] = copy.map((page) => ({ slug: vibeToId(page.vibe), ...page }));

export function vibePageFromPath(pathname: string): VibePage | undefined {
  const slug = pathname.replace(/\/+$/, "").split("/").pop();
  return vibePages.find((page) => page.slug === slug);
}
