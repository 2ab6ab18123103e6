import type { Vibe } from "~/domain/catalogue";
import { type ActivityFactsData, catalogueFacts } from "./activity-facts.ts";
import { claims } from "./facts.ts";

export interface ActivityStep {
  title: string;
  description: string;
}

export interface ActivityTestimonial {
  quote: string;
  name: string;
  role: string;
}

export interface ActivityFaq {
  q: string;
  a: string;
}

export interface Activity extends ActivityFactsData {
  id: string;
  slug: string;
  tagline: string;
  /** 2-3 sentences for cards and meta descriptions (max 155 characters). */
  summary: string;
  /** Dark enough that white text on it passes WCAG AA (contrast >= 4.5:1). */
  heroColor: string;
  vibe: Vibe[];
  includes: string[];
  howItWorks: ActivityStep[];
  /**
   * "Event Details" beyond the facts above: Format, Best for, Setup. Duration and team size are
   * never written here: the page derives them from `durationMinutes` and `teamSizeMin`/`teamSizeMax`.
   */
  details: { label: string; value: string }[];
  testimonials: ActivityTestimonial[];
  faqs: ActivityFaq[];
}

export const activities: Activity[] = [
  {
    id: "lightning-feud",
    slug: "lightning-feud",
    ...catalogueFacts["lightning-feud"],
    tagline: "A fast-paced buzzer game show where teams race to name the top survey answers.",
    summary:
      "Two teams, one buzzer and a board full of hidden survey answers. Your host keeps the rounds quick, loud and full of laughs.",
    heroColor: "#B42318",
    vibe: ["High-energy", "Competitive", "Collaborative"],
    includes: [
      "A professional game-show host who runs the whole event live",
      "Browser-based buzzers that work on any laptop or phone",
      "Five themed rounds, including a lightning-fast final",
      "An on-screen scoreboard and sound effects",
      "Automatic team assignment and breakout rooms",
      "A winners' announcement with digital certificates",
    ],
    howItWorks: [
      {
        title: "Pick your date",
        description:
          "Choose a time that suits your team's time zones and tell us roughly how many people will join.",
      },
      {
        title: "Share one link",
        description:
          "We send a single calendar invite. Guests join your usual video call and open the buzzer in a browser tab.",
      },
      {
        title: "Buzz in and play",
        description:
          "Your host splits everyone into teams and runs five quick rounds where the first team to buzz gets a shot at the board.",
      },
      {
        title: "Crown the champions",
        description:
          "Scores are tallied live, the winning team takes a bow and everyone leaves with a few new inside jokes.",
      },
    ],
    details: [
      { label: "Format", value: "Hosted live on Zoom, Microsoft Teams or Google Meet" },
      { label: "Best for", value: "All-hands meetings, kickoffs and large cross-team socials" },
      { label: "Setup", value: "None. Guests need a browser and a working microphone." },
    ],
    testimonials: [
      {
        quote:
          "We had 240 people on the call and the energy never dipped. Our host made even the quietest engineers want to hit the buzzer first.",
        name: "Grace Holloway",
        role: "Head of People, Northloop Analytics",
      },
      {
        quote:
          "The easiest event I've ever organized. One invite, zero setup and a sales team that still talks about round four.",
        name: "Marcus Ellery",
        role: "Sales Operations Manager, Brightharbor Supply",
      },
    ],
    faqs: [
      {
        q: "Do guests need to download anything?",
        a: "No. The buzzer runs in any modern browser, so people can play from a laptop, tablet or phone.",
      },
      {
        q: "Can we use our own survey questions?",
        a: "Yes. Send us a few company-specific questions at least a week ahead and your host will work them into a bonus round.",
      },
      {
        q: "How do you handle very large groups?",
        a: "For groups over 100, we add a co-host and run team captains on the buzzers while everyone else votes on answers in the chat.",
      },
      {
        q: "What if some people join late?",
        a: "Latecomers are placed on a team automatically, so they can jump in at the next round without interrupting play.",
      },
    ],
  },
  {
    id: "survey-showdown",
    slug: "survey-showdown",
    ...catalogueFacts["survey-showdown"],
    tagline: "How well do you really know your coworkers? Guess what they said in the pre-event survey.",
    summary:
      "Your team answers a quick survey before the event. Then teams compete to guess how colleagues responded, with plenty of surprises.",
    heroColor: "#1D4ED8",
    vibe: ["Competitive", "Collaborative", "High-energy"],
    includes: [
      "A custom pre-event survey written for your team",
      "A live host who reveals results with plenty of drama",
      "Personalized rounds built from your team's own answers",
      "A live scoreboard and team chat prompts",
      "A shareable summary of the funniest survey results",
    ],
    howItWorks: [
      {
        title: "Answer the survey",
        description:
          "A week before the event, everyone fills in a two-minute anonymous survey about work habits and hot takes.",
      },
      {
        title: "We build your game",
        description:
          "Our writers turn the results into rounds that are specific to your team and safe for work.",
      },
      {
        title: "Guess the crowd",
        description:
          "On the day, teams try to predict the most popular answers while your host reveals the results one by one.",
      },
      {
        title: "Share the highlights",
        description:
          "After the event, you receive a short recap of the standout answers to share in your team channel.",
      },
    ],
    details: [
      { label: "Format", value: "Hosted live on Zoom, Microsoft Teams or Google Meet" },
      { label: "Best for", value: "New teams, onboarding cohorts and teams that have just reorganized" },
      { label: "Setup", value: "A two-minute online survey, sent to guests one week before the event" },
    ],
    testimonials: [
      {
        quote:
          "Learning that half our finance team secretly loves pineapple on pizza did more for team bonding than a year of stand-ups.",
        name: "Anjali Desai",
        role: "Finance Director, Tallgrass Mutual",
      },
      {
        quote:
          "Because every question came from our own people, it felt personal without ever feeling awkward.",
        name: "Owen Castellano",
        role: "Engineering Manager, Quillstone Labs",
      },
    ],
    faqs: [
      {
        q: "Are survey answers anonymous?",
        a: "Yes. We only ever show totals, never who gave which answer, and we skip any question that could single someone out.",
      },
      {
        q: "What if only some people fill in the survey?",
        a: "Around 60% of guests is plenty. We send reminders and can top up the game with general-audience survey rounds.",
      },
      {
        q: "Can we suggest our own questions?",
        a: "Absolutely. Add up to five questions of your own and we will review them for tone before they go out.",
      },
      {
        q: "How long do you need to prepare?",
        a: "Book at least ten days ahead so there is time to run the survey and write your custom rounds.",
      },
    ],
  },
  {
    id: "pitch-perfect",
    slug: "pitch-perfect",
    ...catalogueFacts["pitch-perfect"],
    tagline: "Invent a gloriously absurd product, then pitch it to a panel of larger-than-life judges.",
    summary:
      "Teams get a random problem and 20 minutes to invent a ridiculous fix. Then they pitch it live to judges who have seen it all.",
    heroColor: "#6D28D9",
    vibe: ["Creative", "Collaborative", "Competitive"],
    includes: [
      "A host plus two in-character celebrity-style judges",
      "Randomized problem cards and product constraints",
      "A shared digital whiteboard for every team",
      "A slide template for each team's pitch",
      "Awards for boldest idea, best pitch and best product name",
      "A recording of the pitches on request",
    ],
    howItWorks: [
      {
        title: "Draw a problem",
        description:
          "Each team receives a random everyday problem, such as socks that vanish in the laundry or meetings that overrun.",
      },
      {
        title: "Invent in breakouts",
        description:
          "In breakout rooms, teams have 20 minutes to design a product, name it and sketch it on a shared whiteboard.",
      },
      {
        title: "Pitch to the judges",
        description:
          "Every team gets two minutes to pitch, followed by playful questions from the judging panel.",
      },
      {
        title: "Hand out the awards",
        description:
          "The judges deliberate in character and present awards that celebrate more than one kind of win.",
      },
    ],
    details: [
      { label: "Format", value: "Hosted live on Zoom, Microsoft Teams or Google Meet" },
      { label: "Best for", value: "Product, marketing and innovation teams, or anyone who loves a stage" },
      { label: "Setup", value: "None. We share the whiteboard and slide template links during the event." },
    ],
    testimonials: [
      {
        quote:
          "Our design team pitched a self-scheduling coffee mug and won 'Boldest Idea.' I haven't seen them laugh that hard in months.",
        name: "Lena Hartmann",
        role: "VP of Design, Fernway Studio",
      },
      {
        quote:
          "It quietly built real skills: quick thinking, teamwork and presenting. And nobody noticed they were practicing.",
        name: "Jamal Bakr",
        role: "Learning & Development Lead, Cobalt Ridge Insurance",
      },
    ],
    faqs: [
      {
        q: "Does everyone have to present?",
        a: "No. Each team chooses its own presenters, and quieter teammates often shine as product designers or slide makers.",
      },
      {
        q: "Can the problems relate to our industry?",
        a: "Yes. Share a few lighthearted challenges from your world and we will mix them into the problem cards.",
      },
      {
        q: "Who are the judges?",
        a: "They are professional improv performers playing over-the-top investor and celebrity characters, never impersonations of real people.",
      },
      {
        q: "How many teams can pitch?",
        a: "We keep teams to four to six people. For larger groups, we run semi-finals in parallel rooms and a grand final together.",
      },
    ],
  },
  {
    id: "the-spotlight",
    slug: "the-spotlight",
    ...catalogueFacts["the-spotlight"],
    tagline:
      "Part talent show, part talk show: the stage where colleagues share the stories behind the job titles.",
    summary:
      "A talk-show host invites colleagues to share hidden talents and surprising stories. The audience votes live on every segment.",
    heroColor: "#9D174D",
    vibe: ["Creative", "High-energy"],
    includes: [
      "A charismatic talk-show host and a behind-the-scenes producer",
      "A pre-show call to line up volunteers and stories",
      "Opening monologue written about your team",
      "Live audience voting and applause meter",
      "Interview segments, quick-fire challenges and a talent round",
      "Custom award titles for every featured guest",
    ],
    howItWorks: [
      {
        title: "Meet the producer",
        description:
          "A short call before the event helps us find willing guests, hidden talents and stories worth telling.",
      },
      {
        title: "Roll the opening",
        description:
          "Your host opens with a monologue about your team and warms up the audience with a few quick polls.",
      },
      {
        title: "Step into the spotlight",
        description:
          "Colleagues join the host for interviews, show-and-tell moments and talent segments, all at their own comfort level.",
      },
      {
        title: "Vote for the favorites",
        description:
          "The audience votes live, and every guest leaves the stage with a custom award and a round of applause.",
      },
    ],
    details: [
      { label: "Format", value: "Hosted live on Zoom, Microsoft Teams or Google Meet" },
      { label: "Best for", value: "Year-end celebrations, team milestones and getting to know colleagues" },
      { label: "Setup", value: "A 20-minute pre-show call with the organizer, one week before the event" },
    ],
    testimonials: [
      {
        quote:
          "Our support lead juggled three oranges while explaining our ticket backlog. It was the most watched five minutes of our year.",
        name: "Ingrid Solberg",
        role: "Customer Experience Director, Harborlight Health",
      },
      {
        quote:
          "I learned more about my team in 75 minutes than in two years of video meetings. Warm, funny and never forced.",
        name: "Derek Amadi",
        role: "Chief Operating Officer, Pinecrest Logistics",
      },
    ],
    faqs: [
      {
        q: "What if nobody wants to perform?",
        a: "Performing is never required. Many guests simply share a story or a photo, and our producer lines them up before the show.",
      },
      {
        q: "Is the content appropriate for work?",
        a: "Yes. Our hosts keep the humor kind and inclusive, and you approve the running order before the show.",
      },
      {
        q: "Can leaders take part?",
        a: "We encourage it. A manager who shares a baby photo or a terrible karaoke story often sets the tone for everyone else.",
      },
      {
        q: "Do audience members need to do anything?",
        a: "Just watch, cheer and vote. Voting happens through a simple link, and applause in the chat is always welcome.",
      },
    ],
  },
  {
    id: "online-office-games",
    slug: "online-office-games",
    ...catalogueFacts["online-office-games"],
    tagline:
      "A tournament of office-themed mini-games, from desk scavenger hunts to inbox-zero speed rounds.",
    summary:
      "Teams battle through a tournament of office-themed mini-games. Expect desk scavenger hunts, jargon trivia and a tense final round.",
    heroColor: "#047857",
    vibe: ["Competitive", "High-energy", "Collaborative", "Creative"],
    includes: [
      "A tournament host and a live scorekeeper",
      "Six office-themed mini-games, from scavenger hunts to supply-closet sculpture",
      "A tournament bracket displayed on screen",
      "Team chants and names chosen in the opening minutes",
      "A trophy ceremony and digital medals for the winners",
    ],
    howItWorks: [
      {
        title: "Form your teams",
        description:
          "Your host splits the group into teams, who pick a name and a rallying cry in their first breakout.",
      },
      {
        title: "Play the mini-games",
        description:
          "Teams race through quick challenges such as finding a stapler at home, decoding office jargon and building a paper-clip sculpture.",
      },
      {
        title: "Climb the bracket",
        description:
          "Points add up on a live leaderboard, and the top teams advance to a head-to-head final.",
      },
      {
        title: "Hand out the medals",
        description:
          "The champions receive the virtual trophy, and every team takes home a superlative of its own.",
      },
    ],
    details: [
      { label: "Format", value: "Hosted live on Zoom, Microsoft Teams or Google Meet" },
      {
        label: "Best for",
        value: "Department socials, hybrid teams and friendly interdepartmental rivalries",
      },
      { label: "Setup", value: "None. A few household items nearby make the scavenger hunt even better." },
    ],
    testimonials: [
      {
        quote:
          "Watching our CFO sprint across her kitchen to find a rubber band was worth the price of admission on its own.",
        name: "Rachel Nguyen",
        role: "Office Manager, Meadowbrook Capital",
      },
      {
        quote:
          "Our hybrid team played from three offices and a dozen living rooms. Nobody felt like a second-class participant.",
        name: "Tobias Grant",
        role: "Team Lead, Silverline Software",
      },
    ],
    faqs: [
      {
        q: "Do the games work for hybrid teams?",
        a: "Yes. People in a shared office can play as one team from a meeting room while remote colleagues join from home.",
      },
      {
        q: "Are the games physical?",
        a: "Only lightly. The scavenger hunt involves grabbing items within reach, and every game has a seated alternative.",
      },
      {
        q: "Can we add our own office in-jokes?",
        a: "Yes. Share a few acronyms, nicknames or legendary moments, and we will build them into the jargon round.",
      },
      {
        q: "What do the winners get?",
        a: "A digital trophy and medals to share in your team channel. Physical trophies can be shipped for an extra fee.",
      },
    ],
  },
  {
    id: "tiny-campfire",
    slug: "tiny-campfire",
    ...catalogueFacts["tiny-campfire"],
    tagline: "Gather around a tabletop campfire for s'mores and stories, with a kit shipped to every guest.",
    summary:
      "Every guest receives a tabletop s'mores kit. Then a host guides a calm evening of stories, prompts and gentle camp songs.",
    heroColor: "#9A3412",
    vibe: ["Chill", "Creative"],
    includes: [
      "A tabletop s'mores kit shipped to each participant",
      "A professional storyteller who hosts the session",
      "Guided story prompts that help everyone share",
      "A cozy ambient soundtrack and campfire backdrop",
      "Shipping tracking and address collection handled for you",
      "A keepsake digital storybook of the night's best moments",
    ],
    howItWorks: [
      {
        title: "Collect addresses",
        description:
          "We send guests a private form for their shipping address, so you never need to handle personal details.",
      },
      {
        title: "Ship the kits",
        description:
          "Each guest receives a s'mores kit with a safe tabletop heat source, snacks and a few camp surprises.",
      },
      {
        title: "Light the campfire",
        description: "On the day, your host helps everyone set up, toast a first marshmallow and settle in.",
      },
      {
        title: "Share the stories",
        description:
          "Gentle prompts guide the group through memorable trips, first jobs and small joys, with no pressure to perform.",
      },
    ],
    details: [
      { label: "Format", value: "Hosted live on Zoom, Microsoft Teams or Google Meet" },
      { label: "Best for", value: "Small teams, leadership offsites and winding down after a busy quarter" },
      {
        label: "Setup",
        value: `Book ${claims.kitLeadTime} ahead so kits arrive on time. Guests need a table and a lighter.`,
      },
    ],
    testimonials: [
      {
        quote:
          "It felt like a real evening together, even though we were spread across four time zones. Calm, warm and genuinely moving.",
        name: "Chioma Okonkwo",
        role: "Chief of Staff, Willowmere Foundation",
      },
      {
        quote:
          "After a hard quarter, this was exactly what my team needed. No scoreboards, just stories and a few burnt marshmallows.",
        name: "Caleb Brennan",
        role: "Director of Engineering, Lanternfield Systems",
      },
    ],
    faqs: [
      {
        q: "Where can you ship the kits?",
        a: "We ship across the US and Canada, and to most of Europe and the UK. International kits need four weeks' notice.",
      },
      {
        q: "Are there options for dietary needs?",
        a: "Yes. Gluten-free, vegan and nut-free kits are available, and guests choose theirs when they submit an address.",
      },
      {
        q: "Is the tabletop fire safe to use indoors?",
        a: "The kit uses a small, clean-burning canister designed for indoor tabletop use, with clear safety instructions included.",
      },
      {
        q: "What if someone's kit doesn't arrive?",
        a: "We track every parcel and reship or send a local delivery voucher if anything goes astray before the event.",
      },
    ],
  },
];

export function getActivity(slug: string): Activity | undefined {
  return activities.find((activity) => activity.slug === slug);
}
