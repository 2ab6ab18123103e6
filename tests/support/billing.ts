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
