import type { EventLimits } from "~/config/site";
import type { Db } from "~/server/db/client.server";
import type { DepositCheckout, DepositSessionResult } from "~/server/services/deposits.server";
import type { PaymentProvider } from "~/server/services/payments/provider.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";

/** What every part of the event service shares, resolved once by the runtime. */
export interface EventContext {
  db: Db;
  /** The public origin of every absolute link (never a request's Host). */
  origin: string;
  /** HMAC secret of the events' signed links: the runtime's cookie secret. */
  secret: string;
  uidDomain: string;
  webhookUrl: string | undefined;
  /** The card checkout (Stripe or the built-in test one); null: invoices only. */
  provider: PaymentProvider | null;
  /** The card checkout: the event service says what to charge (the deposits service). */
  deposits: { openCheckout: (request: DepositCheckout) => Promise<DepositSessionResult> };
  /** The checkout's admission limits (site.events.limits); null: none (tests of other rules). */
  limits: EventLimits | null;
  /** Counts code attempts per email; absent: uncounted. */
  rateLimiter?: Pick<RateLimiter, "hit"> | undefined;
  /** Called after a commit that queued email (wakes the outbox worker). */
  onQueued: () => void;
}

/** The context's parts the email data needs. */
export type LinkContext = Pick<EventContext, "origin" | "secret" | "uidDomain">;
