import { site } from "~/config/site";
import { roleCanPhrase, roleLabels, SIGN_IN_LINK_MINUTES, type WorkspaceRole } from "~/domain/workspace";
import { composeEmail } from "~/server/email/layout.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The organiser workspace's emails (issue 43): the one-time sign-in link and a colleague's
 * invitation. Neither repeats anything a stranger typed but addresses and the activity's title,
 * so the forms cannot be used to send someone else words of the sender's choosing.
 */

/** The sign-in link, to the address typed on /account/sign-in. */
export function signInLinkEmail(to: string, url: string): OutboxMessage {
  return composeEmail(
    { to, subject: `Sign in to ${site.name}`, kind: "account_sign_in" },
    {
      heading: "Your sign-in link",
      paragraphs: [
        `Open this link to see your ${site.name} events, quotes and invoices as ${to}.`,
        `It works once, for ${SIGN_IN_LINK_MINUTES} minutes.`,
      ],
      links: [{ label: "Sign in", url }],
      outro: ["Did not ask to sign in? Ignore this email: nobody is signed in without this link."],
    },
  );
}

/** A colleague was given a role on one event, or on every event of the workspace. */
export function colleagueInviteEmail(input: {
  to: string;
  invitedBy: string;
  role: WorkspaceRole;
  /** The event's activity and day, or null for the whole workspace. */
  event: string | null;
  signInUrl: string;
}): OutboxMessage {
  const what = input.event ? `the ${input.event}` : `the team events booked with ${site.name}`;
  return composeEmail(
    { to: input.to, subject: `${input.invitedBy} added you to ${what}`, kind: "account_invite" },
    {
      heading: `You are invited as ${roleLabels[input.role].name.toLowerCase()}`,
      paragraphs: [
        `${input.invitedBy} added you to ${what} as ${roleLabels[input.role].name.toLowerCase()}: ${roleCanPhrase(input.role)}.`,
        `Sign in with this address (${input.to}) to see it: we email you a one-time link, no password needed.`,
      ],
      links: [{ label: "Sign in to see it", url: input.signInUrl }],
      outro: [`Not expecting this? Write to ${site.email.support} and we remove you.`],
    },
  );
}
