import { site } from "../app/config/site.ts";
import { cancellationTiers, noShowOutcome } from "../app/domain/booking-policy.ts";

/**
 * The text of every PDF the site offers (free downloads and toolkits), typeset by make-pdfs.ts.
 * Write real typography here: ’ “ ” – — … ×. Spans between ** are set in bold. The toolkit
 * pages list the section headings, so a heading is renamed only together with those pages.
 */

/** "A full refund or a free reschedule." from the policy's "a full refund or a free reschedule". */
const asSentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;

/**
 * The cancellation terms as table rows, from app/domain/booking-policy.ts: "48 hours or more",
 * "24 to 48 hours", "Less than 24 hours", each with what comes back, then the no-show.
 */
const cancellationRows: string[][] = [
  ...cancellationTiers.map((tier, index) => {
    const above = cancellationTiers[index - 1]?.fromHours;
    const notice =
      above === undefined
        ? `${tier.fromHours} hours or more`
        : tier.fromHours === 0
          ? `Less than ${above} hours`
          : `${tier.fromHours} to ${above} hours`;
    return [notice, asSentence(tier.outcome)];
  }),
  ["No-show", asSentence(noShowOutcome)],
];

/** One piece of a section, each typeset in its own way. */
export type Block =
  /** A paragraph. */
  | { kind: "text"; text: string }
  /** A bulleted list. */
  | { kind: "list"; items: string[] }
  /** Things to tick off, drawn with an empty box each. */
  | { kind: "checklist"; items: string[] }
  /**
   * Tabular content; `widths` are relative column widths. The first column holds row labels, set
   * in bold, unless `labels` is false (a column of questions reads better in the text weight).
   */
  | { kind: "table"; columns: string[]; widths: number[]; rows: string[][]; labels?: false }
  /** Copy-ready text (an email, a message) set apart on a panel. */
  | { kind: "template"; label: string; body: string[] }
  /** A short aside: a tip, or what Rallyroom does for this step. */
  | { kind: "note"; label: string; body: string[] };

export interface PdfSection {
  heading: string;
  blocks: Block[];
}

export interface PdfDocument {
  /** File name under public/downloads/. */
  file: string;
  /** Shown above the title on the cover; matches the label the site gives the download. */
  kind: "Toolkit" | "PDF Guide" | "Template Pack" | "Checklist";
  title: string;
  /** The cover’s subtitle and the PDF’s Subject. */
  subtitle: string;
  /** Who the document is written for, on the cover. */
  audience: string;
  sections: PdfSection[];
}

const contact = `${site.email.hello} or ${site.phone.display}`;

const fromRallyroom = (text: string): Block => ({
  kind: "note",
  label: "How Rallyroom helps",
  body: [text],
});

/** The blocks and sections below, each built from what differs between them. */
const text = (paragraph: string): Block => ({ kind: "text", text: paragraph });
const list = (...items: string[]): Block => ({ kind: "list", items });
const checklist = (...items: string[]): Block => ({ kind: "checklist", items });
const table = (
  columns: string[],
  widths: number[],
  rows: string[][],
  options: { labels?: false } = {},
): Block => ({
  kind: "table",
  columns,
  widths,
  rows,
  ...options,
});
const template = (label: string, ...body: string[]): Block => ({ kind: "template", label, body });
const section = (heading: string, ...blocks: Block[]): PdfSection => ({ heading, blocks });

export const pdfDocuments: PdfDocument[] = [
  {
    file: "rallyroom-team-event-toolkit.pdf",
    kind: "Toolkit",
    title: "Rallyroom Team Event Toolkit",
    subtitle:
      "Everything you need to plan a virtual team event people enjoy: a planning checklist, a run of show, icebreakers and a way to measure it.",
    audience: "People teams, office managers and team leads planning their next virtual team event.",
    sections: [
      section(
        "The 4-week planning checklist",
        text(
          "Most virtual events that fall flat were planned in the last week: the date clashed with a deadline, half the invitees were asleep, or nobody knew what to expect. Four weeks is enough to avoid all three without turning the event into a project.",
        ),
        checklist(
          "**Four weeks out:** write the goal in one sentence (welcome new hires, celebrate a launch, reconnect two teams) and pick the date.",
          "**Four weeks out:** check time zones. Aim for a slot inside everyone’s working day; if the spread is more than eight hours, plan two sessions.",
          "**Three weeks out:** choose the activity and send a calendar hold, not just a chat message.",
          "**Three weeks out:** ask a senior leader to open with a 30-second welcome. It signals that the time is sanctioned.",
          "**Two weeks out:** confirm the headcount; order kits if the event uses them (international kits need four weeks).",
          "**One week out:** share the video link and a one-line agenda: what it is, how long, nothing to prepare.",
          "**Day before:** test audio, screen sharing, breakout rooms and the game link from a non-admin account.",
          "**After:** thank everyone within a day and share the leaderboard or a group photo (ask first).",
        ),
      ),
      section(
        "Run of show: 60 minutes",
        text(
          "A good hour has a shape: a quick start so latecomers do not stall it, short rounds with visible scores, and a real ending rather than a fade-out. Use this as your timetable and share the first line of it in the invitation.",
        ),
        table(
          ["Time", "Segment", "What happens"],
          [1.1, 1.6, 4.3],
          [
            [
              "0–5 min",
              "Welcome",
              "A leader says thanks in 30 seconds; the host explains the plan. Cameras on if people are comfortable.",
            ],
            [
              "5–10 min",
              "Warm-up",
              "One light icebreaker in breakout rooms of four to six, so every voice is heard early.",
            ],
            [
              "10–45 min",
              "Main game",
              "Teams of four to six play rounds of five to eight minutes; the live host keeps score and pace.",
            ],
            ["45–55 min", "Final round", "Double points, then the leaderboard reveal on the main stage."],
            [
              "55–60 min",
              "Close",
              "Awards, a group photo of the grid, and a word on what comes next. Finish on time.",
            ],
          ],
        ),
      ),
      section(
        "Ten icebreakers for any platform",
        text(
          "Each works on Zoom, Microsoft Teams or Google Meet with no extra tools, takes five minutes or less, and asks nobody to share anything personal they would rather keep private.",
        ),
        list(
          "**Two truths and a lie, desk edition:** three statements about your workspace; the team guesses the invented one.",
          "**Arm’s-reach story:** show one object within reach and tell its story in 30 seconds.",
          "**Emoji check-in:** describe your week in three emoji in the chat; one volunteer decodes someone else’s.",
          "**Guess the colleague:** collect opt-in childhood hobbies beforehand and reveal them one by one.",
          "**Rapid-fire this-or-that:** coffee or tea, beach or mountains, early or late. Answers in the chat, all at once.",
          "**Themed backgrounds:** set a theme (“the place you’d rather be”) and vote for the best.",
          "**Team playlist:** everyone adds one song to a shared playlist and says why in a sentence.",
          "**One-word weekend:** go round the grid; one word each, no explanations allowed.",
          "**Thirty-second desk tour:** volunteers only; the host keeps time.",
          "**Shared doodle:** on a whiteboard tool, each person adds one line to a single drawing.",
        ),
      ),
      section(
        "Did it work?",
        text(
          "You do not need a long survey to know. Three numbers, collected the same way each time, tell you whether the event did its job and make the case for the next one.",
        ),
        table(
          ["Measure", "How to collect it", "A good sign"],
          [2, 3.2, 1.8],
          [
            ["Attendance", "People who joined ÷ people invited, from the meeting report.", "75% or more"],
            [
              "Enjoyment",
              "One question the next day: “Would you join another event like this?” (1–5).",
              "4.5 or more",
            ],
            [
              "New connections",
              "“Did you talk with someone you don’t usually work with?” (Yes / No).",
              "Rising each quarter",
            ],
          ],
        ),
        text(
          "Note who spoke up for the first time: that is the connection you wanted. Repeat quarterly; new joiners feel the culture fastest this way.",
        ),
        fromRallyroom(
          `Rallyroom runs live-hosted games for teams of 5 to 500+ on Zoom, Microsoft Teams or Google Meet, with a professional host, live leaderboards and your branding. Book a 15-minute intro call on our website, or write to ${contact}.`,
        ),
      ),
    ],
  },
  {
    file: "remote-team-playbook.pdf",
    kind: "PDF Guide",
    title: "The Remote Team Playbook",
    subtitle:
      "A practical guide to planning virtual team building that people look forward to: formats, cadence, facilitation and measurement.",
    audience: "HR and people-ops leaders building a year of connection for remote and hybrid teams.",
    sections: [
      section(
        "Why connection needs a plan",
        text(
          "In an office, relationships grow from small moments nobody schedules: a coffee queue, a shared lunch, a question asked across a desk. Remote and hybrid teams lose most of those moments. The result is rarely dramatic; it shows up as slower decisions, quieter meetings and new hires who take months to feel they belong.",
        ),
        text(
          "The fix is not more meetings. It is a small number of well-designed shared experiences, repeated often enough that colleagues get to know each other as people. This playbook describes how we plan them for the teams we host every week.",
        ),
      ),
      section(
        "Twelve formats that work on a video call",
        table(
          ["Format", "Why it works", "Best for"],
          [2.1, 3.7, 1.6],
          [
            [
              "Hosted trivia with a live leaderboard",
              "Familiar rules and no need to know each other: the safest first event.",
              "A first event",
            ],
            [
              "Game-show battles",
              "Buzzer rounds and survey-style guessing; loud, fast and competitive.",
              "Sales, support, all-hands",
            ],
            [
              "Custom company trivia",
              "Questions about your product, history and people teach while they entertain.",
              "Onboarding cohorts",
            ],
            [
              "Mini Escape Room in breakouts",
              "Teams of four to six solve puzzles together and learn how each other think.",
              "Mixing departments",
            ],
            [
              "Sketch and guess",
              "Low stakes and lots of laughter; long tenure gives no advantage.",
              "Mixed-tenure teams",
            ],
            [
              "Music rounds",
              "Name the tune, finish the lyric: a quick energizer anyone can play.",
              "All-hands openers",
            ],
            [
              "Two truths and a tale",
              "Gentle storytelling that helps people learn about each other.",
              "Small teams",
            ],
            [
              "Pitch competitions",
              "Teams invent and pitch a ridiculous product in ten minutes; judges award prizes.",
              "Product and marketing",
            ],
            [
              "Campfire storytelling",
              "A calm, cozy format with mailed kits and prompts instead of points.",
              "Year-end, hard quarters",
            ],
            [
              "Geography guessing",
              "Everyone is an expert on somewhere, so every country gets its moment.",
              "Global teams",
            ],
            [
              "Memory and reaction",
              "Short and fast; drops into a longer event without planning.",
              "Short slots",
            ],
            [
              "Awards ceremonies",
              "Recognize the quarter’s wins with playful categories your team votes on.",
              "Quarter ends",
            ],
          ],
        ),
      ),
      section(
        "A cadence that keeps relationships warm",
        text(
          "Most teams do best with one hosted event per quarter and small rituals in between. The quarterly event gives people something to look forward to; the rituals keep the habit of talking about more than work.",
        ),
        table(
          ["How often", "What", "Who runs it"],
          [1.3, 4, 1.9],
          [
            [
              "Weekly",
              "A two-minute icebreaker at the start of one recurring meeting.",
              "The meeting’s owner",
            ],
            ["Monthly", "A 15-minute game at the all-hands.", "A rotating volunteer"],
            ["Quarterly", "A 60- to 90-minute hosted event during working hours.", "A professional host"],
            [
              "Milestones",
              "An extra event for a launch, a new-hire cohort or the holidays.",
              "People team with a host",
            ],
          ],
        ),
      ),
      section(
        "Facilitation: what separates a great event from an awkward one",
        list(
          "**Start small.** Open with a warm-up everyone can answer in one word, so every voice is heard in the first five minutes.",
          "**Use breakout teams of four to six.** Small groups make quieter people comfortable; larger ones let two people do all the talking.",
          "**Keep rounds short.** Five to eight minutes each, with the scores shown between them, keeps energy up and phones down.",
          "**Invite cameras, never require them.** Never ask for personal disclosures; make every question answerable by anyone.",
          "**Finish on time.** End with a short awards moment and a thank-you from a leader; an event that overruns is remembered for that.",
        ),
      ),
      section(
        "Choosing the right event for your goal",
        table(
          ["Your goal", "Formats that fit"],
          [2.2, 4.8],
          [
            ["A new team or many new hires", "Custom company trivia; two truths and a tale."],
            [
              "Siloed departments",
              "Mini Escape Room and Pitch Perfect, with teams mixed across departments.",
            ],
            [
              "Low morale after a hard stretch",
              "Campfire storytelling, music rounds and a light awards ceremony.",
            ],
            ["A celebration", "Game-show battles with custom branding and awards for the winners."],
            [
              "A very large group (200+)",
              "Hosted trivia or a game show with breakout teams and a main-stage final.",
            ],
          ],
        ),
      ),
      section(
        "Measuring what your events achieve",
        text(
          "Track three numbers after every event: attendance as a share of invitations, a one-question satisfaction score (1–5), and the share of people who say they spoke with someone new. Over a year, compare them with your engagement survey results and regretted attrition.",
        ),
        text(
          "Leaders fund what they can see. A one-page summary each quarter (the three numbers, one quote, the cost per attendee and the plan for next quarter) keeps the budget safe.",
        ),
      ),
      section(
        "Planning timeline",
        checklist(
          "**Four weeks out:** agree on the goal, the date and the budget; book your host at least two weeks ahead.",
          "**Three weeks out:** send a save-the-date in the calendar, during working hours.",
          "**Two weeks out:** share branding and custom questions; order kits if you mail any.",
          "**One week out:** send the joining link and a one-line description of what to expect.",
          "**Event day:** a reminder an hour before; a leader opens with thirty seconds of welcome.",
          "**The day after:** a thank-you, the winners, and the three-number summary.",
        ),
        fromRallyroom(
          `Our hosts run this whole timeline with you: a planner confirms the brief, builds any custom rounds and sends joining instructions you can forward as they are. Events run 60 or 75 minutes for 5 to 500+ people. Write to ${contact}.`,
        ),
      ),
    ],
  },
  {
    file: "event-planning-templates.pdf",
    kind: "Template Pack",
    title: "Virtual Event Planning Template Pack",
    subtitle:
      "Copy-ready templates for invitations, reminders, run-of-show, custom questions and the post-event survey.",
    audience: "Whoever sends the invitations: event planners, executive assistants and team leads.",
    sections: [
      section(
        "How to use this pack",
        text(
          "Each template is written to be pasted into your calendar, chat tool or email and edited in a minute. Replace the words in [square brackets]. The tone is friendly and specific, because vague invitations are the main reason people skip team events.",
        ),
        table(
          ["When", "Template", "Channel"],
          [1.8, 3.4, 1.8],
          [
            ["Three weeks before", "1. Save-the-date", "Calendar invitation"],
            ["One week before", "2. Joining details", "Email, calendar update"],
            ["One hour before", "3. Reminder", "Team chat"],
            ["While planning", "4. Run-of-show · 5. Question brief", "Shared with your host"],
            ["The day after", "6. Survey · 7. Thank-you note", "Email or team chat"],
          ],
        ),
      ),
      section(
        "Template 1: Save-the-date (send three weeks ahead)",
        template(
          "Calendar invitation",
          "**Subject:** [Team name] game hour – [date], [time] [time zone]",
          "Hi all, we’re taking an hour on [date] to do something fun together: a live-hosted [trivia / game show / pitch battle] with a professional host. It runs during work hours, there is nothing to prepare and nothing to install.",
          "Please keep the slot free; the joining link follows a week before. Questions? Reply to me directly. – [Your name]",
        ),
      ),
      section(
        "Template 2: Joining details (send one week ahead)",
        template(
          "Email",
          "**Subject:** Your link for [event name] on [date]",
          "Here is your link: [link]. Join from a laptop if you can, with your camera on if you’re comfortable. You’ll be placed into small teams of four to six. The host will explain everything; all you need is a sense of humor.",
          "It lasts [60 / 75 / 90] minutes and finishes on time. Captions are on; tell me if you need anything else to take part.",
        ),
      ),
      section(
        "Template 3: Reminder (send one hour before)",
        template(
          "Team chat",
          "Starting in one hour: [event name]. Link: [link]. Grab a drink and join a couple of minutes early so we can start on time.",
        ),
      ),
      section(
        "Template 4: Run-of-show for a 60-minute hosted event",
        table(
          ["Time", "What happens"],
          [1, 6],
          [
            ["00:00", "Welcome from a leader (30 seconds) and hand-over to the host."],
            ["00:02", "Warm-up: everyone answers one light question in the chat."],
            ["00:07", "Teams formed in breakout rooms; each team chooses a name."],
            ["00:10", "Round 1 (8 minutes), scores shown."],
            ["00:20", "Round 2 (8 minutes), scores shown."],
            ["00:30", "Custom company round, written with you in advance."],
            ["00:40", "Round 4 with speed bonuses and power-ups."],
            ["00:50", "Final round and the leaderboard reveal."],
            ["00:55", "Awards, a thank-you, and a group photo of the grid."],
          ],
        ),
      ),
      section(
        "Template 5: Custom question brief (for your host)",
        text(
          "Send this to your host at least two weeks before the event. Ten minutes of your time gives a round that feels made for your team.",
        ),
        checklist(
          "Five facts about the company’s history, with the year each happened.",
          "Three product milestones the whole team will recognize.",
          "Three fun, opt-in facts about team members (with their permission).",
          "Inside jokes that are kind and understood by everyone, not only one team.",
          "Anything to avoid: topics that are sensitive right now (a reorganization, a lost customer).",
        ),
      ),
      section(
        "Template 6: Post-event survey (three questions)",
        table(
          ["Question", "Answer"],
          [4.6, 2.4],
          [
            ["How much did you enjoy today’s event?", "1 to 5"],
            ["Did you talk with someone you don’t usually work with?", "Yes / No"],
            ["What should we play next time?", "Free text"],
          ],
          { labels: false },
        ),
        text(
          "Send it the morning after, keep it to these three questions, and share the results with everyone who answered: people keep answering surveys that visibly change something.",
        ),
      ),
      section(
        "Template 7: Thank-you and results note",
        template(
          "Email or team chat",
          "Thank you for playing! Congratulations to [winning team], and a special mention for [funniest team name]. [Number] of us joined from [number] countries.",
          "Your answers to the survey decide the next event; the most requested format so far is [format]. See you next quarter.",
        ),
      ),
    ],
  },
  {
    file: "virtual-event-checklist.pdf",
    kind: "Checklist",
    title: "The Virtual Team Event Checklist",
    subtitle: "Everything to confirm before, during and after a remote team event, in the order you need it.",
    audience: "Event organizers who want nothing forgotten, from the first calendar hold to the survey.",
    sections: [
      section(
        "Four weeks before",
        checklist(
          "Write down the goal in one sentence (welcome new hires, celebrate a launch, reconnect teams).",
          "Choose the date during working hours and check it against public holidays in every region.",
          "Count the likely attendees and note the time zones involved.",
          "Agree the budget: per-person price, any minimum event fee, kits and add-ons.",
          "Book the event at least two weeks ahead; December dates go first.",
        ),
      ),
      section(
        "Three weeks before",
        checklist(
          "Send the save-the-date as a calendar invitation, not only a chat message.",
          "Ask a senior leader to open the event with a thirty-second welcome.",
          "Collect branding: logo, colors and any theme you want.",
          "Draft custom questions with your host, and check them for inclusivity.",
        ),
      ),
      section(
        "Two weeks before",
        checklist(
          "Order physical kits if you send any, and check international shipping lead times.",
          "Confirm the platform: Zoom, Microsoft Teams or Google Meet.",
          "Check that breakout rooms are enabled on your company account.",
          "Confirm accessibility needs: captions, screen reader users, color-blind-friendly visuals.",
        ),
      ),
      section(
        "One week before",
        checklist(
          "Send the joining link with a one-line description of what to expect.",
          "Share the final headcount with your host so teams can be planned.",
          "Decide on prizes or award categories.",
          "Plan a short message from you for the end of the event.",
        ),
      ),
      section(
        "On the day",
        checklist(
          "Send a reminder one hour before with the link.",
          "Join ten minutes early to check audio and screen sharing with the host.",
          "Keep your own camera on and play: people follow the organizer’s lead.",
          "Take a screenshot of the grid at the end (ask first) for the thank-you note.",
        ),
      ),
      section(
        "After the event",
        checklist(
          "Send a thank-you with the winners and the group photo within a day.",
          "Send the three-question survey and share the results.",
          "Record attendance, satisfaction and the share who met someone new.",
          "Book the next event while the energy is high.",
        ),
      ),
      section(
        "Cancellation and changes",
        text(
          "Plans change. Tell your host about headcount changes as early as you can so teams and kits can be adjusted. Rallyroom’s cancellation terms, counted from the event’s start time:",
        ),
        table(["Notice given", "What happens"], [2.4, 4.6], cancellationRows),
        text(`To cancel or reschedule, email ${site.email.support}.`),
      ),
    ],
  },
  {
    file: "remote-onboarding-toolkit.pdf",
    kind: "Toolkit",
    title: "Remote Onboarding Toolkit",
    subtitle:
      "A 30-day plan, a buddy checklist and first-week icebreakers that help new hires feel part of a distributed team.",
    audience: "HR teams and hiring managers who onboard people they may never meet in person.",
    sections: [
      section(
        "The goal of the first 30 days",
        text(
          "A remote new hire should finish the first month knowing what good work looks like, who to ask for help, and at least five colleagues as people rather than names in a chat. Tools and paperwork matter, but belonging is what predicts whether they stay.",
        ),
        list(
          "**Clarity:** they can describe their role’s first three priorities in their own words.",
          "**Help:** they know who to ask about tools, about the work and about “how things are done here”.",
          "**Belonging:** they have had a real conversation with at least five colleagues, two outside their team.",
        ),
      ),
      section(
        "Day-by-day plan: week one",
        table(
          ["Day", "Plan", "Owner"],
          [0.9, 4.6, 1.5],
          [
            [
              "Day 1",
              "Welcome call with the manager (agenda below); laptop and accounts checked; buddy introduced.",
              "Manager, IT",
            ],
            [
              "Day 2",
              "Team meeting with a two-minute icebreaker; a 30-minute coffee chat with the buddy.",
              "Manager, buddy",
            ],
            [
              "Day 3",
              "A walkthrough of how the team plans and ships work; the first small task assigned.",
              "A teammate",
            ],
            ["Day 4", "Two 20-minute introductions with people outside the team.", "Buddy"],
            [
              "Day 5",
              "End-of-week check-in: what surprised you, what is unclear, what would help.",
              "Manager",
            ],
          ],
        ),
      ),
      section(
        "Weeks two to four",
        table(
          ["When", "Plan"],
          [1.2, 5.8],
          [
            ["Week 2", "The first real piece of work, reviewed with generous feedback; two buddy chats."],
            ["Week 3", "Shadow a customer call or a cross-team meeting; join a social channel."],
            ["Week 4", "A 30-day conversation with the manager: goals for the next 60 days."],
            ["Any week", "The new-hire cohort plays a hosted game together, ideally custom company trivia."],
          ],
        ),
      ),
      section(
        "Buddy checklist",
        text(
          "A buddy is a peer, not a manager: someone the new hire can ask the questions they would not ask in a meeting. Budget about an hour a week of the buddy’s time for the first month.",
        ),
        checklist(
          "**Before day 1:** send a short personal welcome message.",
          "**Week 1:** two informal calls; explain the unwritten rules (response times, meeting etiquette, who decides what).",
          "**Week 2:** introduce the new hire in at least one channel outside the team.",
          "**Week 3:** ask what has been confusing, and fix one thing together.",
          "**Week 4:** hand over to the manager with three observations.",
        ),
      ),
      section(
        "Five first-week icebreakers that work on video calls",
        list(
          "**Desk tour:** show one object on your desk and tell its story in thirty seconds.",
          "**Two truths and a tale:** guess which of three statements is invented.",
          "**Team playlist:** pick a song for the team playlist and say why.",
          "**Would you rather (work edition):** light choices that reveal working styles, such as “mornings or evenings?”",
          "**One-word weather report:** everyone describes their week in one word.",
        ),
      ),
      section(
        "The manager’s welcome-call agenda (30 minutes)",
        table(
          ["Minutes", "Topic"],
          [1.2, 5.8],
          [
            ["0–5", "A personal welcome, and how you like to work together."],
            ["5–15", "The team’s purpose, current priorities and what success looks like."],
            ["15–20", "The first-week plan and who the buddy is."],
            ["20–25", "How and when to ask for help (and that it is expected)."],
            ["25–30", "Questions, and the time of the end-of-week check-in."],
          ],
        ),
      ),
      section(
        "Measuring onboarding",
        text(
          "Ask every new hire two questions at day 30 and day 90: “Do you know who to ask when you are stuck?” and “Do you feel part of the team?” (1–5). Track the time to their first shipped piece of work. If a cohort scores low on belonging, add a hosted social event for that cohort within the month.",
        ),
        fromRallyroom(
          `Survey Showdown turns a two-minute survey of your team into a game about the people in the room: a friendly way for a new-hire cohort to meet everyone at once. It runs 60 minutes for 10 to 300 people. Write to ${contact}.`,
        ),
      ),
    ],
  },
  {
    file: "employee-engagement-toolkit.pdf",
    kind: "Toolkit",
    title: "Employee Engagement Metrics Toolkit",
    subtitle:
      "Pulse-survey questions, a participation tracker and a quarterly scorecard to show what your team events achieve.",
    audience: "People & Culture managers who need numbers, not anecdotes.",
    sections: [
      section(
        "Why measure engagement events",
        text(
          "Team events compete for budget with everything else. Leaders rarely doubt that connection matters; they doubt that a particular event made a difference. A light, consistent set of measures answers that question without turning every event into a survey.",
        ),
      ),
      section(
        "Twelve pulse-survey questions (pick four per quarter)",
        text(
          "Keep the wording identical from quarter to quarter; a trend needs the same question. Rotate four at a time so the survey stays under two minutes.",
        ),
        table(
          ["Question", "Scale"],
          [5.4, 1.6],
          [
            ["I know who to ask when I am stuck.", "1 to 5"],
            ["I feel part of my team.", "1 to 5"],
            ["I have a friend at work.", "Yes / No"],
            ["I talked with someone outside my team this month.", "Yes / No"],
            ["I would recommend this team as a place to work.", "0 to 10"],
            ["My manager cares about me as a person.", "1 to 5"],
            ["I feel recognized for good work.", "1 to 5"],
            ["Team meetings are a good use of my time.", "1 to 5"],
            ["I understand how my work connects to company goals.", "1 to 5"],
            ["I expect to be working here in a year.", "1 to 5"],
            ["The last team event was worth the time.", "1 to 5"],
            ["What would make our team events better?", "Free text"],
          ],
          { labels: false },
        ),
      ),
      section(
        "Participation and satisfaction tracker",
        text(
          "Keep one row per event in a spreadsheet with these columns. After four events the trends become obvious: which formats people attend, and which they enjoy.",
        ),
        table(
          ["Column", "What to enter"],
          [2.2, 4.8],
          [
            ["Date and format", "When it ran and what you played (for example, “Game show, 60 min”)."],
            [
              "Invited / attended",
              "From the calendar and the meeting report; attendance rate = attended ÷ invited.",
            ],
            ["Satisfaction", "The average of the next-day 1–5 question."],
            [
              "Met someone new",
              "Share answering Yes to “Did you talk with someone you don’t usually work with?”",
            ],
            ["Cost", "Total and per attendee, including kits and add-ons."],
            ["One quote", "A sentence from the feedback, with permission; it is what leaders remember."],
          ],
        ),
      ),
      section(
        "Quarterly engagement scorecard",
        table(
          ["Measure", "Target"],
          [4.6, 2.4],
          [
            ["Attendance rate across team events, during working hours", "75% or more"],
            ["Average event satisfaction", "4.5 or more out of 5"],
            ["Share of employees who met someone outside their team", "Rising each quarter"],
            ["Pulse score for “I feel part of my team”, against last quarter", "Up or level"],
            ["Regretted attrition, with exit-interview themes about belonging", "Falling"],
            ["Cost per engaged attendee, next to one day of a new hire’s ramp-up", "Lower"],
          ],
          { labels: false },
        ),
      ),
      section(
        "How to present results to leadership",
        list(
          "**Lead with one chart:** attendance and satisfaction over the last four quarters.",
          "**Add one human story:** a quote from a new hire, or a cross-team project that started at an event.",
          "**Show the cost in context:** cost per attendee next to the cost of one regretted departure.",
          "**Close with the plan:** next quarter’s events and what you will measure.",
        ),
        fromRallyroom(
          `Companies on Rallyroom’s Enterprise Connection Plan (6–8 events a year, from $4,000 a year) receive a quarterly engagement report with these figures for every event we host. Write to ${contact}.`,
        ),
      ),
      section(
        "Common pitfalls",
        list(
          "**Long forms after every event:** response rates collapse; three questions are enough.",
          "**Events after hours:** attendance then measures goodwill, not engagement.",
          "**Comparing teams publicly:** a small team with one absence looks worse than it is.",
          "**New questions every quarter:** trends need the same wording.",
        ),
      ),
    ],
  },
  {
    file: "holiday-party-planning-toolkit.pdf",
    kind: "Toolkit",
    title: "Virtual Holiday Party Planning Toolkit",
    subtitle:
      "A six-week countdown, invitation templates and a 75-minute run-of-show for a holiday party your remote team will remember.",
    audience: "Event planners and team leads organizing end-of-year celebrations.",
    sections: [
      section(
        "Start early: December dates go first",
        text(
          "Most companies want their party in the first three weeks of December, so hosts and kits book out early. Start six weeks ahead and book at least two weeks before the date (four weeks if you ship kits abroad).",
        ),
        text(
          "If your team spans many countries, choose an inclusive theme (an end-of-year celebration rather than one holiday) and check local holidays before picking the date.",
        ),
      ),
      section(
        "Six-week countdown",
        checklist(
          "**Week 6:** agree on the budget, date and format; book the host.",
          "**Week 5:** send the save-the-date; ask for dietary needs if kits include food.",
          "**Week 4:** order kits; confirm shipping deadlines country by country.",
          "**Week 3:** collect photos and highlights of the year for a year-in-review round.",
          "**Week 2:** send the invitation with the joining link and the dress code (festive sweaters optional).",
          "**Week 1:** confirm the headcount, the award categories and who says thank-you at the end.",
        ),
      ),
      section(
        "Invitation template",
        template(
          "Invitation · send two weeks ahead",
          "**Subject:** You’re invited: [Company] end-of-year celebration, [date]",
          "Let’s close the year together! Join us on [date] at [time] for 75 minutes of live-hosted games, a year-in-review quiz about our own highlights, and an awards ceremony. Festive outfits and backgrounds are very welcome but entirely optional.",
          "Link: [link]. [If kits] Watch your mailbox: a little something is on its way.",
        ),
        template(
          "Reminder · send the morning of the party",
          "Today at [time]: our end-of-year celebration! Link: [link]. [If kits] Keep your box unopened until the host says so. See you there.",
        ),
      ),
      section(
        "A 75-minute run-of-show",
        table(
          ["Time", "What happens"],
          [1, 6],
          [
            ["00:00", "Welcome and a toast from a leader (one minute)."],
            ["00:03", "Warm-up: everyone shares their favorite moment of the year in the chat."],
            ["00:08", "Teams formed; each team picks a festive name."],
            ["00:12", "Holiday traditions around the world (trivia round)."],
            ["00:25", "Year in review: photos and milestones from your own year."],
            ["00:40", "Music round: name the holiday song in three notes."],
            ["00:50", "Kit moment: open the boxes together (cocoa, treats, a small gift)."],
            ["01:00", "Final round and leaderboard reveal."],
            ["01:07", "Awards ceremony with categories the team voted on."],
            ["01:13", "Thank-you and group photo."],
          ],
        ),
      ),
      section(
        "Gift and kit shipping deadlines by region",
        text(
          "Order by these dates, counted back from the event. They leave room for address collection, customs and a replacement if a box goes missing.",
        ),
        table(
          ["Where your people are", "Order kits", "Notes"],
          [2.4, 1.6, 3],
          [
            ["United States", "3 weeks before", "Collect addresses in week 5; people move in December."],
            ["Canada", "4 weeks before", "Cross-border parcels can sit in customs for several days."],
            [
              "United Kingdom and European Union",
              "4 weeks before",
              "Food items need ingredient lists for customs.",
            ],
            [
              "Anywhere else",
              "Digital gift",
              "Send a digital gift card or a local-delivery voucher so nobody is left out.",
            ],
          ],
        ),
        fromRallyroom(
          "Rallyroom ships its kits across the US and Canada and to most of Europe and the UK, with gluten-free, vegan and nut-free options; international kits need four weeks’ notice. Guests choose their kit when they submit an address.",
        ),
      ),
      section(
        "Making it inclusive",
        list(
          "Celebrate the end of the year rather than a single religious holiday.",
          "Keep alcohol optional and never the center of the activity.",
          "Hold two sessions if your time zones are more than eight hours apart.",
          "Turn on captions, and avoid rounds that depend on color alone.",
          "Hold it during working hours, so caregivers and people in other time zones can join.",
        ),
      ),
    ],
  },
];
