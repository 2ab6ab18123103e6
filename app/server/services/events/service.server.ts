import type { EventLimits } from "~/config/site";
import type { Db } from "~/server/db/client.server";
import type { DepositCheckout, DepositSessionResult } from "~/server/services/deposits.server";
import { createEventAdmin } from "~/server/services/events/admin.server";
import { createEventCheckout } from "~/server/services/events/checkout.server";
import type { EventContext } from "~/server/services/events/context.server";
import { createEventManage } from "~/server/services/events/manage.server";
import { createEventMoney } from "~/server/services/events/money.server";
import { createEventReads } from "~/server/services/events/rules.server";
import type { PaymentProvider } from "~/server/services/payments/provider.server";
import type { RateLimiter } from "~/server/services/rate-limit.server";

export interface EventServiceOptions {
  origin: string;
  secret: string;
  webhookUrl?: string | undefined;
  provider: PaymentProvider | null;
  deposits: { openCheckout: (request: DepositCheckout) => Promise<DepositSessionResult> };
  onQueued?: () => void;
  /** The checkout's admission limits; null: none. */
  limits: EventLimits | null;
  rateLimiter?: Pick<RateLimiter, "hit"> | undefined;
}

/**
 * Events bought on the site as the runtime holds them (`runtime().events`, decision 057): the
 * checkout and the deposit's fulfilment, the buyer's changes, and the staff's list.
 */
export function createEvents(db: Db, options: EventServiceOptions) {
  const context: EventContext = {
    db,
    origin: options.origin,
    secret: options.secret,
    uidDomain: new URL(options.origin).hostname,
    webhookUrl: options.webhookUrl,
    provider: options.provider,
    deposits: options.deposits,
    limits: options.limits,
    rateLimiter: options.rateLimiter,
    onQueued: () => options.onQueued?.(),
  };
  const money = createEventMoney(context);
  return {
    ...createEventCheckout(context),
    ...createEventManage(context),
    payDepositDue: money.payDepositDue,
    /** Refunds through the provider that took each payment, in the caller's transaction (an open credit's refund). */
    refund: money.refund,
    ...createEventReads(context),
    admin: createEventAdmin(context),
  };
}

export type EventService = ReturnType<typeof createEvents>;
