import { data, Link, redirect } from "react-router";
import { FormShell } from "~/components/forms/form-shell";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { TEST_PAYMENT_LABEL } from "~/domain/quote-fields";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { runtime } from "~/server/runtime.server";
import { TEST_SESSION_ID } from "~/server/services/payments/test-checkout.server";
import type { Route } from "./+types/billing-test-checkout";

export const handle: PageHandle = { sitemap: false };

/**
 * The session when this server runs the test checkout (no Stripe key, TEST_CHECKOUT on); any
 * other server answers 404 to its page and its button alike, so a test session opened earlier
 * can never be paid once the operator turns the test checkout off.
 */
async function openTestSession(sessionId: string) {
  const { deposits } = runtime();
  if (deposits.provider !== "test" || !TEST_SESSION_ID.test(sessionId)) return null;
  const row = await deposits.sessionWithQuote(sessionId);
  return row && row.session.provider === "test" ? row : null;
}

const notFound = () => data({ error: "This test checkout does not exist." }, { status: 404 });

export async function loader({ params }: Route.LoaderArgs) {
  const row = await openTestSession(params.sessionId);
  if (!row) throw notFound();
  return data(
    {
      sessionId: row.session.sessionId,
      status: row.session.status,
      amountCents: row.session.amountCents,
      /** What the session pays: an event's invoice (its closing balance) or a deposit. */
      paying: row.session.invoiceId ? ("invoice" as const) : ("deposit" as const),
      quoteStatus: row.quote.status,
      contactEmail: row.quote.contactEmail,
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * 'Pay deposit (test)': completes the session through the very function the Stripe webhook
 * calls, with the amount and currency stored for the session, then goes to the success URL.
 */
export async function action({ params }: Route.ActionArgs) {
  const row = await openTestSession(params.sessionId);
  if (!row) throw notFound();
  const { deposits, events } = runtime();
  await deposits.completeTestSession(row.session, events.onDepositPaid);
  const session = encodeURIComponent(row.session.sessionId);
  // The success URL the checkout was opened with, by its path on this site, as Stripe returns there.
  if (row.session.successUrl) {
    const back = new URL(row.session.successUrl);
    const path = `${back.pathname}${back.search}`.replace(
      /%7BCHECKOUT_SESSION_ID%7D|\{CHECKOUT_SESSION_ID\}/,
      session,
    );
    throw redirect(`${path}${back.hash}`, 303);
  }
  // A session stored before its success URL was: an event's deposit returns to the event's page.
  const eventPage = await events.pageOfQuote(row.session.quoteId);
  throw redirect(
    eventPage ? `${eventPage}&session_id=${session}` : `/billing/success?session_id=${session}`,
    303,
  );
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Test checkout",
    description: "The built-in test checkout: no real payment is taken.",
    path: "/billing",
    noindex: true,
  });

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const payable = loaderData.status === "open";
  return (
    <>
      <PageHero
        eyebrow="No real payment"
        title="Test checkout — no real payment"
        lead={`This server runs the built-in test checkout instead of a card payment. Nothing is charged: the ${loaderData.paying === "invoice" ? "invoice is marked paid" : "deposit is recorded as paid"}, and labelled “${TEST_PAYMENT_LABEL}” wherever it is shown.`}
      />
      <Section>
        <div className="max-w-xl rounded-2xl border-2 border-dashed border-amber-600 bg-amber-50 p-6">
          <p className="font-semibold text-amber-950">Test mode: no card is asked for and no money moves.</p>
          <dl className="mt-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-3 text-ink">
            <dt className="text-slate-700">{loaderData.paying === "invoice" ? "Invoice" : "Deposit"}</dt>
            <dd className="font-semibold">{formatCents(loaderData.amountCents)}</dd>
            <dt className="text-slate-700">Billed to</dt>
            <dd className="wrap-anywhere">{loaderData.contactEmail}</dd>
            <dt className="text-slate-700">Session</dt>
            <dd className="wrap-anywhere">
              <code>{loaderData.sessionId}</code>
            </dd>
          </dl>
          {payable ? (
            <FormShell
              method="post"
              className="mt-6 flex flex-wrap gap-4"
              submit={{ label: `Pay ${loaderData.paying} (test)` }}
            >
              {(submit) => (
                <>
                  {submit}
                  <Link to="/billing" className={buttonStyles.secondary}>
                    Cancel
                  </Link>
                </>
              )}
            </FormShell>
          ) : (
            <p className="mt-6 text-ink">
              This session is already {loaderData.status}.{" "}
              <Link
                to={`/billing/success?session_id=${loaderData.sessionId}`}
                className="font-semibold text-brand-700 underline"
              >
                See its status
              </Link>
            </p>
          )}
        </div>
      </Section>
    </>
  );
}
