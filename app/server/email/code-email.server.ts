import { site } from "~/config/site";
import { composeEmail } from "~/server/email/layout.server";
import type { OutboxMessage } from "~/server/services/outbox.server";

/**
 * The event checkout's mailbox check (decision 064): the 6-digit code the booker types to show
 * the address is theirs. It names nothing the visitor typed but the address it goes to, so a
 * stranger cannot use it to send their words to someone else.
 */
export function emailCodeEmail(to: string, code: string, minutes: number): OutboxMessage {
  return composeEmail(
    { to, subject: `${code} is your ${site.name} booking code`, kind: "email_code" },
    {
      heading: "Your booking code",
      paragraphs: [
        `Enter this code on the booking page to confirm ${to} and finish booking your event:`,
        code,
        `It works for ${minutes} minutes.`,
      ],
      outro: ["Did not book with us? Ignore this email: nothing is booked and nothing else is sent."],
    },
  );
}
