import { enterprisePlan } from "../../app/content/enterprise-plan.ts";
import {
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

/** The toolkits: the team event, onboarding, engagement and holiday party toolkits. */

export const teamEventToolkit: PdfDocument = {
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
};

export const remoteOnboardingToolkit: PdfDocument = {
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
          ["Day 5", "End-of-week check-in: what surprised you, what is unclear, what would help.", "Manager"],
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
};

export const employeeEngagementToolkit: PdfDocument = {
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
        `Companies on Rallyroom’s ${enterprisePlan.name} (${enterprisePlan.eventsPerYear} events a year, from ${enterprisePlan.from} a year) receive a quarterly engagement report with these figures for every event we host. Write to ${contact}.`,
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
};

export const holidayPartyToolkit: PdfDocument = {
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
};
