/** The text of every PDF the site offers (free downloads and toolkits), rendered by make-pdfs.ts. */
export interface PdfSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface PdfDocument {
  /** File name under public/downloads/. */
  file: string;
  title: string;
  subtitle: string;
  footer: string;
  sections: PdfSection[];
}

const footer = "Rallyroom - live-hosted virtual team building - rallyroom.example";

export const pdfDocuments: PdfDocument[] = [
  {
    file: "rallyroom-team-event-toolkit.pdf",
    title: "Rallyroom Team Event Toolkit",
    subtitle:
      "Everything you need to plan a virtual team event people enjoy: a planning checklist, a run of show, icebreakers and a way to measure it.",
    footer,
    sections: [
      {
        heading: "The 4-week planning checklist",
        items: [
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
        heading: "Run of show: 60 minutes",
        items: [
          "0-5 min: welcome, cameras on if people are comfortable, the plan.",
          "5-10 min: warm-up icebreaker in small breakout rooms.",
          "10-45 min: the main game, teams of 4 to 6, a live host keeping score.",
          "45-55 min: final round and leaderboard reveal.",
          "55-60 min: awards, a group photo, and what comes next.",
        ],
      },
      {
        heading: "Ten icebreakers for any platform",
        items: [
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
        heading: "Did it work?",
        paragraphs: [
          "Ask one question the next day: would you join another event like this? (1-5). Track attendance against invites and compare with your last event. Note who spoke up for the first time: that is the connection you wanted.",
          "Repeat quarterly; new joiners feel the culture fastest this way. Rallyroom runs live-hosted games for teams of 5 to 500+: book a 15-minute intro call at calendly.com/rallyroom/intro-call-15.",
        ],
      },
    ],
  },
  {
    file: "remote-team-playbook.pdf",
    title: "The Remote Team Playbook",
    subtitle:
      "A practical guide to planning virtual team building that people look forward to: formats, cadence, facilitation and measurement.",
    footer,
    sections: [
      {
        heading: "Why connection needs a plan",
        paragraphs: [
          "In an office, relationships grow from small moments nobody schedules: a coffee queue, a shared lunch, a question asked across a desk. Remote and hybrid teams lose most of those moments. The result is rarely dramatic; it shows up as slower decisions, quieter meetings and new hires who take months to feel they belong.",
          "The fix is not more meetings. It is a small number of well-designed shared experiences, repeated often enough that colleagues get to know each other as people. This playbook describes how we plan them for the teams we host every week.",
        ],
      },
      {
        heading: "Twelve formats that work on a video call",
        items: [
          "Hosted trivia with a live leaderboard: the safest first event, works from 5 to 500+ people.",
          "Game-show battles (buzzer rounds, survey-style guessing): high energy, great for sales and support teams.",
          "Custom company trivia: questions about your product, history and people; brilliant for onboarding cohorts.",
          "Virtual escape rooms in breakout teams of four to six: builds problem-solving habits across departments.",
          "Sketch and guess: low stakes, lots of laughter, no knowledge advantage for long-tenured staff.",
          "Music rounds (name that tune, finish the lyric): a quick energiser for all-hands meetings.",
          "Two truths and a tale: gentle storytelling that helps people learn about each other.",
          "Pitch competitions: teams invent and pitch a ridiculous product in ten minutes.",
          "Campfire storytelling with mailed kits: a calm, cosy format for end-of-year or after a hard quarter.",
          "Geography and travel guessing games: ideal for teams spread across many countries.",
          "Memory and reaction challenges: short, fast, and fun to drop into a longer event.",
          "Awards ceremonies: recognise the quarter's wins with playful categories your team votes on.",
        ],
      },
      {
        heading: "A cadence that keeps relationships warm",
        paragraphs: [
          "Most teams do best with one hosted event per quarter and small rituals in between. The quarterly event gives people something to look forward to; the rituals keep the habit of talking about more than work.",
        ],
        items: [
          "Weekly: a two-minute icebreaker at the start of one recurring meeting.",
          "Monthly: a 15-minute game at the all-hands, run by a rotating volunteer.",
          "Quarterly: a 60 to 90 minute hosted event during working hours.",
          "Milestones: an extra event for a launch, a new hire cohort or the holidays.",
        ],
      },
      {
        heading: "Facilitation: what separates a great event from an awkward one",
        items: [
          "Start with a warm-up everyone can answer in one word, so every voice is heard early.",
          "Use breakout teams of four to six: small groups make quieter people comfortable.",
          "Keep rounds short (five to eight minutes) and show the scores between them.",
          "Invite cameras on, never require them; never ask for personal disclosures.",
          "Finish on time, with a short awards moment and a thank-you from a leader.",
        ],
      },
      {
        heading: "Choosing the right event for your goal",
        items: [
          "New team or many new hires: custom company trivia, two truths and a tale.",
          "Siloed departments: escape rooms and pitch competitions with mixed teams.",
          "Low morale after a hard stretch: campfire storytelling, music rounds, awards.",
          "Celebration: game-show battles and a Premium Celebration with awards.",
          "Very large group (200+): hosted trivia with breakout teams and a main-stage final.",
        ],
      },
      {
        heading: "Measuring what your events achieve",
        paragraphs: [
          "Track three numbers after every event: attendance as a share of invitations, a one-question satisfaction score (1 to 5), and the share of people who say they spoke with someone new. Over a year, compare these with your engagement survey results and regretted attrition. Leaders fund what they can see; a one-page summary each quarter keeps the budget safe.",
        ],
      },
      {
        heading: "Planning timeline",
        items: [
          "Four weeks out: agree on the goal, the date and the budget; book your host (at least 2 weeks ahead).",
          "Three weeks out: send a save-the-date in the calendar, during working hours.",
          "Two weeks out: share branding and custom questions; order kits if you mail any.",
          "One week out: send the joining link and a one-line description of what to expect.",
          "Event day: a reminder an hour before; a leader opens with thirty seconds of welcome.",
          "The day after: a thank-you, the winners, and the three-number summary.",
        ],
      },
    ],
  },
  {
    file: "event-planning-templates.pdf",
    title: "Virtual Event Planning Template Pack",
    subtitle:
      "Copy-ready templates for invitations, reminders, run-of-show, custom questions and the post-event survey.",
    footer,
    sections: [
      {
        heading: "How to use this pack",
        paragraphs: [
          "Each template below is written to be pasted into your calendar, chat tool or email and edited in a minute. Replace the words in square brackets. The tone is friendly and specific, because vague invitations are the main reason people skip team events.",
        ],
      },
      {
        heading: "Template 1: Save-the-date (send three weeks ahead)",
        paragraphs: [
          "Subject: [Team name] game hour - [date], [time] [time zone]",
          "Hi all, we are taking an hour on [date] to do something fun together: a live-hosted [trivia / game show / escape room] with a professional host. It runs during work hours, there is nothing to prepare and nothing to install. Please keep the slot free; the joining link follows a week before. Questions? Reply to me directly. [Your name]",
        ],
      },
      {
        heading: "Template 2: Joining details (send one week ahead)",
        paragraphs: [
          "Subject: Your link for [event name] on [date]",
          "Here is your link: [link]. Join from a laptop if you can, with your camera on if you are comfortable. You will be placed into small teams of four to six. The host will explain everything; all you need is a sense of humour. It lasts [60 / 75 / 90] minutes and finishes on time.",
        ],
      },
      {
        heading: "Template 3: Reminder (send one hour before)",
        paragraphs: [
          "Starting in one hour: [event name]. Link: [link]. Grab a drink and join a couple of minutes early so we can start on time.",
        ],
      },
      {
        heading: "Template 4: Run-of-show for a 60-minute hosted event",
        items: [
          "00:00 - Welcome from a leader (30 seconds) and hand-over to the host.",
          "00:02 - Warm-up: everyone answers one light question in the chat.",
          "00:07 - Teams formed in breakout rooms; teams choose a name.",
          "00:10 - Round 1 (8 minutes), scores shown.",
          "00:20 - Round 2 (8 minutes), scores shown.",
          "00:30 - Custom company round written with you in advance.",
          "00:40 - Round 4 with speed bonuses and power-ups.",
          "00:50 - Final round and the leaderboard reveal.",
          "00:55 - Awards, a thank-you, and a group photo of the grid.",
        ],
      },
      {
        heading: "Template 5: Custom question brief (for your host)",
        items: [
          "Five facts about the company's history, with the year each happened.",
          "Three product milestones the whole team will recognise.",
          "Three fun, opt-in facts about team members (with their permission).",
          "Inside jokes that are kind and understood by everyone, not only one team.",
          "Anything to avoid: topics that are sensitive right now.",
        ],
      },
      {
        heading: "Template 6: Post-event survey (three questions)",
        items: [
          "How much did you enjoy today's event? (1 to 5)",
          "Did you talk with someone you do not usually work with? (Yes / No)",
          "What should we play next time? (free text)",
        ],
      },
      {
        heading: "Template 7: Thank-you and results note",
        paragraphs: [
          "Thank you for playing! Congratulations to [winning team], and a special mention for [funniest team name]. [Number] of us joined from [number] countries. Your answers to the survey decide the next event; the most requested format so far is [format]. See you next quarter.",
        ],
      },
    ],
  },
  {
    file: "virtual-event-checklist.pdf",
    title: "The Virtual Team Event Checklist",
    subtitle: "Everything to confirm before, during and after a remote team event, in the order you need it.",
    footer,
    sections: [
      {
        heading: "Four weeks before",
        items: [
          "Write down the goal in one sentence (welcome new hires, celebrate a launch, reconnect teams).",
          "Choose the date during working hours and check it against holidays in every region.",
          "Count the likely attendees and note the time zones involved.",
          "Agree the budget: per-person price, minimum event fee, kits and add-ons.",
          "Book the event at least two weeks ahead; December dates go first.",
        ],
      },
      {
        heading: "Three weeks before",
        items: [
          "Send the save-the-date as a calendar invitation, not only a chat message.",
          "Ask a senior leader to open the event with a thirty-second welcome.",
          "Collect branding: logo, colours and any theme you want.",
          "Draft custom questions with your host, and check them for inclusivity.",
        ],
      },
      {
        heading: "Two weeks before",
        items: [
          "Order physical kits if you send any, and check international shipping lead times.",
          "Confirm the platform: Zoom, Microsoft Teams, Google Meet or the embedded browser stream.",
          "Check that breakout rooms are enabled on your company account.",
          "Confirm accessibility needs: captions, screen reader users, colour-blind friendly visuals.",
        ],
      },
      {
        heading: "One week before",
        items: [
          "Send the joining link with a one-line description of what to expect.",
          "Share the final headcount with your host so teams can be planned.",
          "Decide on prizes or awards categories.",
          "Plan a short message from you for the end of the event.",
        ],
      },
      {
        heading: "On the day",
        items: [
          "Send a reminder one hour before with the link.",
          "Join ten minutes early to check audio and screen sharing with the host.",
          "Keep your own camera on and play: people follow the organiser's lead.",
          "Take a screenshot of the grid at the end (ask first) for the thank-you note.",
        ],
      },
      {
        heading: "After the event",
        items: [
          "Send a thank-you with the winners and the group photo within a day.",
          "Send the three-question survey and share the results.",
          "Record attendance, satisfaction and the share who met someone new.",
          "Book the next event while the energy is high.",
        ],
      },
      {
        heading: "Cancellation and changes",
        paragraphs: [
          "Plans change. With Rallyroom, 48 or more hours' notice gives a full refund or a free reschedule; 24 to 48 hours gives a 50% refund or a free reschedule; under 24 hours is not refundable. Tell your host about headcount changes as early as you can so teams and kits can be adjusted.",
        ],
      },
    ],
  },
  {
    file: "remote-onboarding-toolkit.pdf",
    title: "Remote Onboarding Toolkit",
    subtitle:
      "A 30-day plan, a buddy checklist and first-week icebreakers that help new hires feel part of a distributed team.",
    footer,
    sections: [
      {
        heading: "The goal of the first 30 days",
        paragraphs: [
          "A remote new hire should finish the first month knowing what good work looks like, who to ask for help, and at least five colleagues as people rather than names in a chat. Tools and paperwork matter, but belonging is what predicts whether they stay.",
        ],
      },
      {
        heading: "Day-by-day plan: week one",
        items: [
          "Day 1: welcome call with the manager (agenda below), laptop and accounts checked, buddy introduced.",
          "Day 2: team meeting with a two-minute icebreaker; a 30-minute coffee chat with the buddy.",
          "Day 3: a walkthrough of how the team plans and ships work; the first small task assigned.",
          "Day 4: two 20-minute introductions with people outside the team.",
          "Day 5: end-of-week check-in: what surprised you, what is unclear, what would help.",
        ],
      },
      {
        heading: "Weeks two to four",
        items: [
          "Week 2: the first real piece of work, reviewed with generous feedback; buddy chat twice.",
          "Week 3: shadow a customer call or a cross-team meeting; join a social channel.",
          "Week 4: a 30-day conversation with the manager: goals for the next 60 days.",
          "Any week: the new-hire cohort plays a hosted game together, ideally custom company trivia.",
        ],
      },
      {
        heading: "Buddy checklist",
        items: [
          "Before day 1: send a short personal welcome message.",
          "Week 1: two informal calls; explain unwritten rules (response times, meeting etiquette).",
          "Week 2: introduce the new hire in at least one channel outside the team.",
          "Week 3: ask what has been confusing, and fix one thing together.",
          "Week 4: hand over to the manager with three observations.",
        ],
      },
      {
        heading: "Five first-week icebreakers that work on video calls",
        items: [
          "Desk tour: show one object on your desk and tell its story in thirty seconds.",
          "Two truths and a tale: guess which of three statements is invented.",
          "Pick a song for the team playlist and say why.",
          "Would you rather (work edition): light choices that reveal working styles.",
          "The one-word weather report: everyone describes their week in one word.",
        ],
      },
      {
        heading: "The manager's welcome-call agenda (30 minutes)",
        items: [
          "Five minutes: personal welcome, and how you like to work together.",
          "Ten minutes: the team's purpose, current priorities and what success looks like.",
          "Five minutes: the first-week plan and who the buddy is.",
          "Five minutes: how and when to ask for help (and that it is expected).",
          "Five minutes: questions, and the time of the end-of-week check-in.",
        ],
      },
      {
        heading: "Measuring onboarding",
        paragraphs: [
          "Ask every new hire two questions at day 30 and day 90: 'Do you know who to ask when you are stuck?' and 'Do you feel part of the team?' (1 to 5). Track time to first shipped piece of work. If a cohort scores low on belonging, add a hosted social event for that cohort within the month.",
        ],
      },
    ],
  },
  {
    file: "employee-engagement-toolkit.pdf",
    title: "Employee Engagement Metrics Toolkit",
    subtitle:
      "Pulse-survey questions, a participation tracker and a quarterly scorecard to show what your team events achieve.",
    footer,
    sections: [
      {
        heading: "Why measure engagement events",
        paragraphs: [
          "Team events compete for budget with everything else. Leaders rarely doubt that connection matters; they doubt that a particular event made a difference. A light, consistent set of measures answers that question without turning every event into a survey.",
        ],
      },
      {
        heading: "Twelve pulse-survey questions (pick four per quarter)",
        items: [
          "I know who to ask when I am stuck. (1 to 5)",
          "I feel part of my team. (1 to 5)",
          "I have a friend at work. (Yes / No)",
          "I talked with someone outside my team this month. (Yes / No)",
          "I would recommend this team as a place to work. (0 to 10)",
          "My manager cares about me as a person. (1 to 5)",
          "I feel recognised for good work. (1 to 5)",
          "Team meetings are a good use of my time. (1 to 5)",
          "I understand how my work connects to company goals. (1 to 5)",
          "I expect to be working here in a year. (1 to 5)",
          "The last team event was worth the time. (1 to 5)",
          "What would make our team events better? (free text)",
        ],
      },
      {
        heading: "Participation and satisfaction tracker",
        paragraphs: [
          "Keep one row per event with these columns: date, format, invited, attended, attendance rate, average satisfaction (1 to 5), share who met someone new, cost, cost per attendee, and one quote from the feedback. After four events the trends become obvious: which formats people attend, and which they enjoy.",
        ],
      },
      {
        heading: "Quarterly engagement scorecard",
        items: [
          "Attendance rate across team events (target: 75% or more during working hours).",
          "Average event satisfaction (target: 4.5 or more out of 5).",
          "Share of employees who met someone outside their team (target: rising each quarter).",
          "Pulse score for 'I feel part of my team' compared with last quarter.",
          "Regretted attrition for the quarter, with exit-interview themes about belonging.",
          "Cost per engaged attendee, compared with one day of a replacement hire's ramp-up.",
        ],
      },
      {
        heading: "How to present results to leadership",
        items: [
          "Lead with one chart: attendance and satisfaction over the last four quarters.",
          "Add one human story: a quote from a new hire or a cross-team project that started at an event.",
          "Show the cost per attendee next to the cost of one regretted departure.",
          "Close with the plan for next quarter and what you will measure.",
        ],
      },
      {
        heading: "Common pitfalls",
        items: [
          "Surveying after every event with long forms: response rates collapse.",
          "Scheduling events after hours: attendance measures goodwill, not engagement.",
          "Comparing teams publicly: small teams with one absence look worse than they are.",
          "Changing the questions every quarter: trends need the same wording.",
        ],
      },
    ],
  },
  {
    file: "holiday-party-planning-toolkit.pdf",
    title: "Virtual Holiday Party Planning Toolkit",
    subtitle:
      "A six-week countdown, invitation templates and a 75-minute run-of-show for a holiday party your remote team will remember.",
    footer,
    sections: [
      {
        heading: "Start early: December dates go first",
        paragraphs: [
          "Most companies want their party in the first three weeks of December, so hosts and kits book out early. Start six weeks ahead and book at least two weeks before the date. If your team spans many countries, choose an inclusive theme (end-of-year celebration rather than one holiday) and check local holidays before picking the date.",
        ],
      },
      {
        heading: "Six-week countdown",
        items: [
          "Week 6: agree on budget, date and format; book the host.",
          "Week 5: send the save-the-date; ask for dietary needs if kits include food.",
          "Week 4: order kits; confirm international shipping deadlines country by country.",
          "Week 3: collect photos and highlights of the year for a year-in-review round.",
          "Week 2: send the invitation with the joining link and the dress code (festive jumpers optional).",
          "Week 1: confirm the headcount, the awards categories and who says thank-you at the end.",
        ],
      },
      {
        heading: "Invitation template",
        paragraphs: [
          "Subject: You're invited: [Company] end-of-year celebration, [date]",
          "Let's close the year together! Join us on [date] at [time] for 75 minutes of live-hosted games, a year-in-review quiz about our own highlights, and an awards ceremony. Festive outfits and backgrounds are very welcome but entirely optional. Link: [link]. [If kits] Watch your mailbox: a little something is on its way.",
        ],
      },
      {
        heading: "A 75-minute run-of-show",
        items: [
          "00:00 - Welcome and a toast from a leader (one minute).",
          "00:03 - Warm-up: everyone shares their favourite moment of the year in the chat.",
          "00:08 - Teams formed; teams pick festive names.",
          "00:12 - Holiday traditions around the world (trivia round).",
          "00:25 - Year-in-review: photos and milestones from your own year.",
          "00:40 - Music round: name the holiday song in three notes.",
          "00:50 - Kit moment: open the boxes together (cocoa, treats, a small gift).",
          "01:00 - Final round and leaderboard reveal.",
          "01:07 - Awards ceremony with categories the team voted on.",
          "01:13 - Thank-you and group photo.",
        ],
      },
      {
        heading: "Gift and kit shipping deadlines by region",
        items: [
          "United States (domestic): order at least 3 weeks before the event.",
          "Canada and Mexico: order at least 4 weeks before the event.",
          "United Kingdom and European Union: order at least 4 weeks before; customs may add days.",
          "Asia-Pacific and Latin America: order at least 5 weeks before; digital gift cards are a reliable fallback.",
          "Anywhere with customs uncertainty: offer a digital alternative so nobody is left out.",
        ],
      },
      {
        heading: "Making it inclusive",
        items: [
          "Celebrate the end of the year rather than a single religious holiday.",
          "Keep alcohol optional and never the centre of the activity.",
          "Hold two sessions if your time zones are more than eight hours apart.",
          "Offer captions and avoid rounds that depend on colour alone.",
        ],
      },
    ],
  },
];
