import { site } from "~/config/site";
import { cancellationLines } from "~/domain/booking-policy";
import { voucherUpgradeSummary } from "~/domain/voucher";
import { claims } from "./facts.ts";

export interface FaqItem {
  q: string;
  a: string;
}

export interface FaqGroup {
  id: string;
  title: string;
  items: FaqItem[];
}

export const faqSections: FaqItem[] = [
  {
    q: "What is virtual team building?",
    a: "Virtual team building is a set of shared activities that help colleagues connect when they work in different places. Instead of meeting in an office or at an offsite, teams join a video call for games, challenges and conversation designed to build trust and rapport. At Rallyroom, a professional host runs every event live, so your team gets the energy of an in-person activity without travel, venues or a facilitator from your own staff. Our games run 60 or 75 minutes (up to 90 with a longer warm-up and awards) and work for groups from 5 to 500+ people.",
  },
  {
    q: "Why does team building matter for remote teams?",
    a: "Remote teams lose many of the small, unplanned moments that build relationships, such as hallway chats, shared lunches and quick questions at a desk. Without them, people can feel isolated, collaboration slows down and new hires take longer to feel like they belong. Regular team building gives colleagues a reason to talk about something other than deadlines, learn how each other think and build the trust that makes hard conversations easier. Those relationships pay off in smoother teamwork, stronger communication and people who want to stay.",
  },
  {
    q: "What are some fun games to play on video calls?",
    a: `The best video-call games are easy to learn, keep everyone involved and give people a reason to talk. Trivia, game shows, survey-guessing games, pitch and storytelling rounds, and office mini-game tournaments are all popular choices. Rallyroom hosts run six of them as live experiences with scoring, breakout-room teams and plenty of banter, so nobody has to explain rules or manage a scoreboard. Together they suit teams of ${claims.teamSizes} players; each activity's page gives its own range.`,
  },
  {
    q: "How can virtual events boost team morale?",
    a: "Morale grows when people feel recognized, connected and part of something bigger than their own task list. A well-run virtual event gives everyone a shared win, a few laughs and a chance to see colleagues from other teams at their best. It also signals that leadership values the team's time and well-being. To make the effect last, tie events to real moments, such as a product launch, a quarter's end or a new hire cohort, and recognize contributions during the event. A skilled host keeps the energy high so the experience feels like a reward rather than another meeting.",
  },
  {
    q: "What is the best way to engage remote teams?",
    a: "Engagement comes from consistency and choice, not a single big gesture. Combine regular, low-pressure touchpoints, such as short icebreakers at the start of meetings, with larger hosted events a few times a year. Pick activities that let different personalities shine, because not everyone enjoys being in the spotlight. Ask for feedback after each event and let the team help choose what comes next. Finally, schedule events during working hours whenever you can, so taking part feels like a valued part of the job rather than an extra obligation.",
  },
  {
    q: "How often should we host virtual team-building events?",
    a: "For most remote and hybrid teams, a hosted event once a quarter works well, supported by lighter activities in between, such as a short game at a monthly all-hands. That rhythm keeps relationships warm without crowding calendars. Fast-growing teams often add an event whenever a new group of hires joins, and many companies plan something special around the holidays or major milestones. Because we recommend booking at least 2 weeks ahead, it helps to plan your calendar a quarter at a time so you get the dates and hosts you want.",
  },
  {
    q: "What are the best platforms for virtual team building?",
    a: "The best platform is usually the one your team already uses every day, because it removes setup friction and login problems. Rallyroom events run on Zoom, Microsoft Teams and Google Meet, and we also offer an embedded stream that participants can join from a web browser. Zoom's breakout rooms make it a strong choice for team-based games, while Teams and Meet work well for organizations that standardize on them. If your company restricts external meeting links, our embedded stream is a simple alternative that needs no extra software.",
  },
  {
    q: "How do we make virtual events less awkward?",
    a: `Awkwardness usually comes from unclear expectations and long silences. Share the agenda ahead of time, keep the event to ${claims.durations} and start with a quick, easy warm-up so everyone speaks early. Small breakout teams help quieter colleagues join in without addressing a large audience. Encourage cameras on but never force it, and avoid activities that require personal disclosures. Most importantly, use an experienced host: Rallyroom hosts read the room, keep the pace lively and fill gaps with humor, so your team can simply relax and play.`,
  },
];

export const helpCenterGroups: FaqGroup[] = [
  {
    id: "getting-started",
    title: "Getting Started",
    items: [
      {
        q: "How do I book an event?",
        a: `Choose a game on our website and request a quote, or schedule a call with our team through the booking calendar. We'll confirm your date, team size and any customization, then send your quote. A ${site.deposit.percent}% deposit by card confirms the booking, and we invoice the balance.`,
      },
      {
        q: "How far in advance should we book?",
        a: `Please book at least ${claims.leadTime} before your event (${claims.kitLeadTime} when we mail a kit). That gives us time to assign a host, prepare any custom content and send joining details to your team. If your date is sooner, contact us and we'll check availability.`,
      },
      {
        q: "What team sizes do you support?",
        a: `We host teams of ${claims.teamSizes} people; each activity's page gives the sizes it suits, and we use breakout rooms and a co-host for bigger groups. A minimum event fee applies to small teams.`,
      },
      {
        q: "What happens after I book?",
        a: "You'll receive a booking confirmation by email, followed by a short planning call or questionnaire if you've chosen customization. Before the event, we send joining instructions you can forward to participants. On the day, your host opens the session a few minutes early to welcome everyone.",
      },
    ],
  },
  {
    id: "technical",
    title: "Technical",
    items: [
      {
        q: "Which video platforms do you support?",
        a: "We run events on Zoom, Microsoft Teams and Google Meet, or through an embedded stream that participants open in a web browser. Choose the one your team already uses, and your host will confirm the setup with you before the event.",
      },
      {
        q: "What do participants need to join?",
        a: "Each participant needs a laptop or desktop computer with a camera, microphone and stable internet connection, plus access to the chosen platform. Nothing needs to be installed when you use our embedded stream, which runs in any modern web browser.",
      },
      {
        q: "What if someone has connection problems during the event?",
        a: "Participants can rejoin at any time, and our hosts keep games moving so one dropped connection doesn't stall a team. If a widespread platform outage prevents the event from going ahead, we'll work with you to reschedule it.",
      },
      {
        q: "Can hybrid teams play together?",
        a: "Yes. Colleagues in an office can join from a shared meeting room while others play from home. For the best experience, we suggest a good room microphone and a large screen, and that in-office players also join the call on their own laptops with audio muted.",
      },
    ],
  },
  {
    id: "pricing",
    title: "Pricing & Payments",
    items: [
      {
        q: "How is pricing calculated?",
        a: "Pricing depends on the game, your team size, event length and any customization or extras. Request a quote and we'll send a clear, itemized price. A minimum event fee applies to small teams, so smaller groups pay a flat fee rather than a per-person rate.",
      },
      {
        q: "How do deposits and invoices work?",
        a: `We take a ${site.deposit.percent}% deposit by card through Stripe to confirm your booking. The remaining balance is invoiced, and corporate invoices are payable net-30. If your finance team needs a purchase order number or specific billing details on the invoice, just let us know when you book.`,
      },
      {
        q: "What is your cancellation policy?",
        a: `${cancellationLines.join(". ")}. The booking policy page has the details, including headcount changes.`,
      },
      {
        q: "Do you offer discounts or vouchers?",
        a: `New customers can claim a first-event upgrade, one per company: ${voucherUpgradeSummary} on us. It isn't redeemable for cash, the minimum event fee still applies, and it expires ${site.voucher.expiryDays} days after you claim it. We also announce seasonal offers to subscribers who have opted in to our email updates.`,
      },
    ],
  },
  {
    id: "customization",
    title: "Customization",
    items: [
      {
        q: "Can we add our company branding?",
        a: "Yes. We can add your logo and brand colors to game screens and slides, and our host can welcome your team by name. Send us your brand assets after booking and we'll handle the rest. We only use them for your event.",
      },
      {
        q: "Can you include questions about our company?",
        a: "Absolutely. Custom trivia rounds about your company's history, products, culture or team members are one of our most popular options. Share facts and photos during planning, and we'll turn them into questions that fit the game's format and tone.",
      },
      {
        q: "Can you tailor an event to a theme or occasion?",
        a: "Yes. We regularly adapt events for holiday parties, onboarding cohorts, product launches, sales kickoffs and company anniversaries. Tell us the occasion and goals when you request a quote, and we'll recommend a game and adjust content, music and host style to suit it.",
      },
      {
        q: "How much notice do you need for customization?",
        a: "Our standard 2-week booking lead time covers most customization. Please send logos, questions and other materials at least one week before the event so we can build and review them. Heavily customized or brand-new formats may need more time, so mention them early.",
      },
    ],
  },
];

export const landingFaq: FaqItem[] = [
  {
    q: "Do you work with small teams?",
    a: "Yes. We host teams from 5 people upward. Because every event includes a live professional host and preparation time, a minimum event fee applies to small teams, so your quote will show a flat fee rather than a per-person rate.",
  },
  {
    q: "Can we customize our event?",
    a: "Yes. We can add your logo and brand colors, write trivia rounds about your company and adapt the game to an occasion such as a holiday party or onboarding week. Tell us what you have in mind when you request a quote.",
  },
  {
    q: "Can you host events for international teams?",
    a: "Yes. Our events are online, so participants can join from anywhere. If your event includes physical kits mailed to participants, shipping lead times vary by country, so international orders need more notice. We'll confirm the order deadline for each location when you book.",
  },
  {
    q: "Which platforms do you use?",
    a: "We run events on Zoom, Microsoft Teams or Google Meet, or through an embedded stream that participants open in their web browser. Use whichever your team already knows, and we'll take care of the rest.",
  },
];

export const variantBFaq: FaqItem[] = [
  {
    q: "How long does an event last?",
    a: "Each game runs 60 or 75 minutes, including a warm-up, the main game and a short wrap-up with scores and awards (each activity's page gives its length).",
  },
  {
    q: "Can the event be customized?",
    a: "Yes. We can add your branding, create custom trivia about your company and tailor the theme to a special occasion. Share your ideas when you request a quote, and we'll build them into your event.",
  },
  {
    q: "What do participants need?",
    a: "Just a computer with a camera, microphone and stable internet connection, plus access to Zoom, Microsoft Teams, Google Meet or a web browser for our embedded stream. There's nothing to install and no preparation required.",
  },
];

export const demoFaq: FaqItem[] = [
  {
    q: "How long is a game?",
    a: `Individual games run 30 to 60 minutes. A full hosted event, with a warm-up and a wrap-up, lasts ${claims.durations}. In your demo, we'll help you choose the right length for your team.`,
  },
  {
    q: "How many people can play?",
    a: `Anywhere from ${claims.teamSizes} players; each activity's page gives the sizes it suits, and bigger groups play in breakout rooms.`,
  },
  {
    q: "Can we customize the experience?",
    a: "Yes. Add your logo and brand colors, include trivia about your company or build the event around an occasion. Bring your ideas to the demo and we'll show you what's possible.",
  },
  {
    q: "Do you work with global teams across time zones?",
    a: "Yes. Participants can join from anywhere with an internet connection. We'll help you pick a time that works across your team's time zones, or plan separate sessions for regions that are too far apart to share one.",
  },
];
