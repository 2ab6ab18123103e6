import { site } from "../../app/config/site.ts";
import {
  cancellationRows,
  checklist,
  contact,
  fromRallyroom,
  list,
  type PdfDocument,
  section,
  table,
  template,
  text,
} from "./blocks.ts";

/** The guides and templates: the remote team playbook, the planning templates, the event checklist. */

export const remoteTeamPlaybook: PdfDocument = {
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
          ["Weekly", "A two-minute icebreaker at the start of one recurring meeting.", "The meeting’s owner"],
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
          ["Siloed departments", "Mini Escape Room and Pitch Perfect, with teams mixed across departments."],
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
};

export const eventPlanningTemplates: PdfDocument = {
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
};

export const virtualEventChecklist: PdfDocument = {
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
};
