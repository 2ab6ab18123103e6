import { eq } from "drizzle-orm";
import { billingCatalogItems } from "~/server/db/schema.server";
import {
  invoiceRequestConfirmationEmail,
  invoiceRequestTeamEmail,
  quoteSentEmail,
} from "~/server/email/quote-email.server";
import { enqueueEmails } from "~/server/services/outbox.server";
import type { Quote, QuoteLinkOptions, Tx } from "~/server/services/quote/model.server";
import { quoteLinkPath } from "~/server/services/quote-link.server";

async function activityTitle(tx: Tx, quote: Quote): Promise<string> {
  const [item] = await tx
    .select({ title: billingCatalogItems.title })
    .from(billingCatalogItems)
    .where(eq(billingCatalogItems.activitySlug, quote.activitySlug));
  return item?.title ?? quote.activitySlug;
}

/**
 * Called inside the transaction that marks a quote sent: the client's email with their signed
 * quote link joins the outbox, so the status change and the email commit together.
 */
export async function notifyQuoteSent(tx: Tx, quote: Quote, link: QuoteLinkOptions): Promise<void> {
  await enqueueEmails(tx, [
    quoteSentEmail({
      to: quote.contactEmail,
      activity: await activityTitle(tx, quote),
      headcount: quote.estHeadcount,
      totalCents: quote.totalCents,
      depositCents: quote.depositCents,
      balanceCents: quote.balanceCents,
      clientRef: quote.clientRef,
      url: `${link.origin}${quoteLinkPath(quote.id, link.secret)}`,
    }),
  ]);
}

/**
 * Called inside the transaction that records an invoice request: the team is told (with a link
 * to the admin) and the client gets a confirmation with their quote link, committed together.
 */
export async function notifyInvoiceRequested(tx: Tx, quote: Quote, link: QuoteLinkOptions): Promise<void> {
  const details = {
    activity: await activityTitle(tx, quote),
    contactEmail: quote.contactEmail,
    headcount: quote.estHeadcount,
    totalCents: quote.totalCents,
    depositCents: quote.depositCents,
    balanceCents: quote.balanceCents,
    clientRef: quote.clientRef,
  };
  await enqueueEmails(tx, [
    invoiceRequestTeamEmail({
      ...details,
      quoteId: quote.id,
      adminUrl: `${link.origin}/admin/quotes?status=invoice_requested`,
    }),
    invoiceRequestConfirmationEmail({
      ...details,
      url: `${link.origin}${quoteLinkPath(quote.id, link.secret)}`,
    }),
  ]);
}
