export const gameCategories = [
  "Trivia & Knowledge",
  "Creative & Drawing",
  "Word & Language",
  "Memory & Concentration",
  "Music & Audio",
  "Quick Reaction",
  "Party & Social",
  "Adventure & Puzzle",
] as const;

export type GameCategory = (typeof gameCategories)[number];

export const gameStatuses = [
  "FULLY_IMPLEMENTED",
  "IMPLEMENTATION_AVAILABLE",
  "MINI_IMPLEMENTATION",
  "HUB_PLACEHOLDER",
] as const;

export type GameStatus = (typeof gameStatuses)[number];

export interface GameExperience {
  id: string;
  name: string;
  emoji: string;
  /** One sentence (max 120 characters). */
  description: string;
  players: { min: number; max: number };
  durationMinutes: { min: number; max: number };
  category: GameCategory;
  status: GameStatus;
  isStarred?: boolean;
}

export const games: GameExperience[] = [
  {
    id: "mini-trivia",
    name: "Mini Trivia",
    emoji: "🧠",
    description:
      "Quick-fire general knowledge rounds with a live leaderboard and a host who keeps the pace brisk.",
    players: { min: 4, max: 300 },
    durationMinutes: { min: 15, max: 45 },
    category: "Trivia & Knowledge",
    status: "FULLY_IMPLEMENTED",
    isStarred: true,
  },
  {
    id: "mini-jeopardy",
    name: "Mini Jeopardy",
    emoji: "💡",
    description:
      "Pick a category and a point value, then phrase your answer as a question before the other team does.",
    players: { min: 4, max: 120 },
    durationMinutes: { min: 20, max: 45 },
    category: "Trivia & Knowledge",
    status: "FULLY_IMPLEMENTED",
    isStarred: true,
  },
  {
    id: "mini-survey-says",
    name: "Mini Survey Says",
    emoji: "📋",
    description: "Teams race to name the most popular answers from a survey of a hundred people.",
    players: { min: 6, max: 200 },
    durationMinutes: { min: 15, max: 40 },
    category: "Party & Social",
    status: "FULLY_IMPLEMENTED",
    isStarred: true,
  },
  {
    id: "mini-bingo",
    name: "Mini Bingo",
    emoji: "🔢",
    description: "Digital bingo cards with themed squares, live calls and a scramble to shout bingo first.",
    players: { min: 5, max: 300 },
    durationMinutes: { min: 15, max: 30 },
    category: "Party & Social",
    status: "FULLY_IMPLEMENTED",
    isStarred: true,
  },
  {
    id: "mini-escape-room",
    name: "Mini Escape Room",
    emoji: "🔐",
    description:
      "Crack codes, decode clues and unlock the final door together before the countdown hits zero.",
    players: { min: 3, max: 60 },
    durationMinutes: { min: 30, max: 60 },
    category: "Adventure & Puzzle",
    status: "FULLY_IMPLEMENTED",
    isStarred: true,
  },
  {
    id: "globe-guessers",
    name: "Globe Guessers",
    emoji: "🌍",
    description:
      "Study a street-level photo and drop a pin on the map as close to the real location as you can.",
    players: { min: 2, max: 100 },
    durationMinutes: { min: 15, max: 30 },
    category: "Trivia & Knowledge",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "decade-dash",
    name: "Decade Dash",
    emoji: "📼",
    description: "Guess the year behind headlines, gadgets and fashion trends from the last fifty years.",
    players: { min: 4, max: 150 },
    durationMinutes: { min: 15, max: 30 },
    category: "Trivia & Knowledge",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "sketch-and-guess",
    name: "Sketch & Guess",
    emoji: "✏️",
    description: "One player draws a secret word on a shared canvas while everyone else races to guess it.",
    players: { min: 3, max: 40 },
    durationMinutes: { min: 15, max: 40 },
    category: "Creative & Drawing",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "doodle-relay",
    name: "Doodle Relay",
    emoji: "🖍️",
    description:
      "A phrase turns into a drawing, then a guess, then another drawing, with hilarious results at the end.",
    players: { min: 4, max: 30 },
    durationMinutes: { min: 15, max: 30 },
    category: "Creative & Drawing",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "caption-clash",
    name: "Caption Clash",
    emoji: "🖼️",
    description:
      "Write the funniest caption for an odd stock photo, then vote for your favorite anonymously.",
    players: { min: 3, max: 80 },
    durationMinutes: { min: 10, max: 25 },
    category: "Creative & Drawing",
    status: "MINI_IMPLEMENTATION",
  },
  {
    id: "word-ladder-race",
    name: "Word Ladder Race",
    emoji: "🪜",
    description:
      "Change one letter at a time to climb from the start word to the target word before rival teams.",
    players: { min: 2, max: 60 },
    durationMinutes: { min: 10, max: 25 },
    category: "Word & Language",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "emoji-decoder",
    name: "Emoji Decoder",
    emoji: "🔤",
    description:
      "Translate strings of emoji into movie titles, idioms and office sayings as fast as you can.",
    players: { min: 2, max: 200 },
    durationMinutes: { min: 10, max: 25 },
    category: "Word & Language",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "anagram-sprint",
    name: "Anagram Sprint",
    emoji: "🔠",
    description: "Unscramble jumbled letters into as many words as possible before the timer runs out.",
    players: { min: 2, max: 100 },
    durationMinutes: { min: 10, max: 20 },
    category: "Word & Language",
    status: "MINI_IMPLEMENTATION",
  },
  {
    id: "memory-match-up",
    name: "Memory Match-Up",
    emoji: "🃏",
    description: "Flip cards to find matching pairs, with teams taking turns and stealing missed matches.",
    players: { min: 2, max: 40 },
    durationMinutes: { min: 10, max: 25 },
    category: "Memory & Concentration",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "spot-the-difference",
    name: "Spot the Difference",
    emoji: "🔍",
    description:
      "Compare two nearly identical scenes and click every change before the other teams find them.",
    players: { min: 2, max: 150 },
    durationMinutes: { min: 10, max: 20 },
    category: "Memory & Concentration",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "sequence-recall",
    name: "Sequence Recall",
    emoji: "🧩",
    description: "Watch a growing pattern of lights and sounds, then repeat it back without missing a step.",
    players: { min: 2, max: 50 },
    durationMinutes: { min: 10, max: 20 },
    category: "Memory & Concentration",
    status: "HUB_PLACEHOLDER",
  },
  {
    id: "song-snippet-showdown",
    name: "Song Snippet Showdown",
    emoji: "🎵",
    description: "Hear three seconds of a song and buzz in with the title and artist before anyone else.",
    players: { min: 4, max: 200 },
    durationMinutes: { min: 15, max: 40 },
    category: "Music & Audio",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "sound-bites",
    name: "Sound Bites",
    emoji: "🔊",
    description: "Identify everyday sounds, from a coffee grinder to a printer jam, using only your ears.",
    players: { min: 2, max: 150 },
    durationMinutes: { min: 10, max: 25 },
    category: "Music & Audio",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "lyric-finish-line",
    name: "Lyric Finish Line",
    emoji: "🎶",
    description: "The music stops mid-line and teams must fill in the missing lyrics word for word.",
    players: { min: 4, max: 100 },
    durationMinutes: { min: 10, max: 30 },
    category: "Music & Audio",
    status: "MINI_IMPLEMENTATION",
  },
  {
    id: "reflex-rally",
    name: "Reflex Rally",
    emoji: "⚡",
    description:
      "Tap the moment the screen changes color and watch your reaction time climb the leaderboard.",
    players: { min: 2, max: 300 },
    durationMinutes: { min: 10, max: 15 },
    category: "Quick Reaction",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "fastest-finger",
    name: "Fastest Finger",
    emoji: "👆",
    description: "Put answers in the right order faster than everyone else to claim the round.",
    players: { min: 3, max: 200 },
    durationMinutes: { min: 10, max: 20 },
    category: "Quick Reaction",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "color-clash",
    name: "Color Clash",
    emoji: "🎨",
    description: "Name the ink color, not the written word, in a brain-bending test of speed and focus.",
    players: { min: 2, max: 100 },
    durationMinutes: { min: 10, max: 15 },
    category: "Quick Reaction",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "two-truths-and-a-tale",
    name: "Two Truths & a Tale",
    emoji: "🤥",
    description: "Colleagues share three facts about themselves and the group votes on which one is made up.",
    players: { min: 4, max: 40 },
    durationMinutes: { min: 15, max: 40 },
    category: "Party & Social",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "charades-remix",
    name: "Charades Remix",
    emoji: "🎭",
    description:
      "Act out workplace scenarios on camera without saying a word while your team shouts guesses.",
    players: { min: 4, max: 50 },
    durationMinutes: { min: 15, max: 40 },
    category: "Party & Social",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "would-you-rather-rumble",
    name: "Would You Rather Rumble",
    emoji: "🤔",
    description: "Pick a side on tricky dilemmas, then defend your choice to win over the undecided.",
    players: { min: 4, max: 300 },
    durationMinutes: { min: 10, max: 30 },
    category: "Party & Social",
    status: "HUB_PLACEHOLDER",
  },
  {
    id: "mystery-manor",
    name: "Mystery Manor",
    emoji: "🕵️",
    description:
      "Question suspects, examine evidence and name the culprit behind a crime at a country house.",
    players: { min: 5, max: 80 },
    durationMinutes: { min: 45, max: 90 },
    category: "Adventure & Puzzle",
    status: "IMPLEMENTATION_AVAILABLE",
  },
  {
    id: "treasure-map-trek",
    name: "Treasure Map Trek",
    emoji: "🗺️",
    description:
      "Follow riddles across a digital island map, solving puzzles at every stop to reach the hidden treasure.",
    players: { min: 4, max: 100 },
    durationMinutes: { min: 30, max: 60 },
    category: "Adventure & Puzzle",
    status: "HUB_PLACEHOLDER",
  },
];
