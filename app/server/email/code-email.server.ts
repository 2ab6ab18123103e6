import { site } from "~/config/site";
import { composeEmail } from "~/server/email/layout.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The mailbox check of the event checkout and of the organiser's attendee page (decision 064,
 * 069): the 6-digit code the booker types to show the address is theirs. It names nothing the
 * visitor typed but the address it goes to, so a stranger cannot use it to send their words to
 * someone else.
 */
const purposes = {
  checkout: { what: "booking code", step: "finish booking your event", page: "booking page" },
  invitations: { what: "confirmation code", step: "send your attendees' invitations", page: "attendee page" },
} as const;

export function emailCodeEmail(
  to: string,
  code: string,
  minutes: number,
  purpose: keyof typeof purposes = "checkout",
): OutboxMessage {
  const words = purposes[purpose];
  return composeEmail(
    { to, subject: `${code} is your ${site.name} ${words.what}`, kind: "email_code" },
    {
      heading: `Your ${words.what}`,
      paragraphs: [
        `Enter this code on the ${words.page} to confirm ${to} and ${words.step}:`,
        code,
        `It works for ${minutes} minutes.`,
      ],
      outro: [
        purpose === "checkout"
          ? "Did not book with us? Ignore this email: nothing is booked and nothing else is sent."
          : "Did not book an event with us? Ignore this email: no invitation goes out without this code.",
      ],
    },
  );
}
