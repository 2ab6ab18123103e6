import type { createDeposits } from "~/server/services/deposits.server";

type Deposits = ReturnType<typeof createDeposits>;

/** Opens a deposit checkout session for a quote and reads it back; throws if either step fails. */
export async function openSession(deposits: Deposits, quoteId: string, owner: string) {
  const opened = await deposits.createSession(quoteId, owner);
  if (!opened.ok) throw new Error("no session");
  const session = await deposits.session(opened.sessionId);
  if (!session) throw new Error("session not stored");
  return { sessionId: opened.sessionId, session };
}

/** A valid quote request for a 40-person Survey Showdown with branding, under the client's reference. */
export const quoteRequest = (clientRef: string) => ({
  activity_slug: "survey-showdown",
  est_headcount: 40,
  contact_email: "Planner@Example.com",
  client_ref: clientRef,
  addons: ["branding"],
});
