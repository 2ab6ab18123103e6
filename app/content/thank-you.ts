import { absoluteUrl } from "~/config/origin";
import { site } from "~/config/site";

/** What happens after a visitor books a call, in order. */
export const expectations: string[] = [
  "A calendar invite with the video link arrives by email within a few minutes.",
  "Your host reviews your team size, goals and dates before the call.",
  "On the call, we recommend two or three events that fit your team.",
  "You receive a written quote the same day, valid for 30 days.",
];

/** The ready-written email "Invite a Teammate" opens in the visitor's mail app. */
export const teammateInvite = {
  subject: "Let's plan a Rallyroom team event",
  body: `Hi,

I just booked a call with Rallyroom to plan a live-hosted virtual team building event for our team. Have a look at their games and tell me which one you would pick:

${absoluteUrl("/activities")}

Want to join the planning call? Let me know and I will forward the invite.`,
};

export const socialLinks: { label: string; href: string }[] = [
  { label: "LinkedIn", href: site.social.linkedin },
  { label: "Instagram", href: site.social.instagram },
  { label: "TikTok", href: site.social.tiktok },
];
