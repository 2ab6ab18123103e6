import { useEffect, useRef, useState } from "react";
import { data, Link, redirect, useFetcher, useNavigation } from "react-router";
import { PageHero, Section } from "~/components/sections/page-hero";
import { QuoteStatusBadge } from "~/components/sections/quote-status-badge";
import { Field, inputClass } from "~/components/ui/field";
import { buttonStyles } from "~/components/ui/styles";
import { site } from "~/config/site";
import { formatCents } from "~/domain/quote-pricing";
import type { PageHandle } from "~/lib/handle";
import { createQuoteSchema, quoteFieldsFromForm, quoteFormErrors, REQUIRED_MESSAGE } from "~/lib/quote-form";
import { seo } from "~/lib/seo";
import { toast } from "~/lib/toast-store";
import { useHydrated } from "~/lib/use-hydrated";
import { createDepositFor, createQuoteFor, publicQuote } from "../../server/billing-http";
import { runtime } from "../../server/runtime";
import { browserIdFrom, ownerHashOf } from "../../server/services/cookies";
import type { Route } from "./+types/billing";

export const handle: PageHandle = { sitemap: () => [{ path: "/billing" }] };

type FieldErrors = Record<string, string[] | undefined>;
type ActionResult =
  | { intent: "create"; ok: true; quoteId: string }
  | { intent: "create"; ok: false; error: string; fieldErrors: FieldErrors; values: Record<string, unknown> }
  | { intent: "deposit"; ok: false; error: string };

/** Quotes of this browser only (signed cookie), with the catalogue for the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "private, no-store" };
  const search = new URL(request.url).searchParams;
  const showForm = search.get("new") === "1";
  const created = search.get("created") === "1";
  const { quotes, cookieSecret } = runtime();
  try {
    const browserId = browserIdFrom(request, cookieSecret);
    const owner = browserId ? ownerHashOf(browserId) : null;
    const [catalog, list, summary] = await Promise.all([
      quotes.catalog(),
      owner ? quotes.listForOwner(owner) : Promise.resolve([]),
      owner
        ? quotes.summaryForOwner(owner)
        : Promise.resolve({ totalQuotes: 0, acceptedQuotes: 0, totalValueCents: 0 }),
    ]);
    return data(
      {
        loadError: false,
        showForm,
        created,
        catalog: catalog.map(({ activitySlug, title, addons, priceMinPp, priceMaxPp, minEventFee }) => ({
          activitySlug,
          title,
          addons,
          priceMinPp,
          priceMaxPp,
          minEventFee,
        })),
        quotes: list.map(publicQuote),
        summary,
      },
      { headers },
    );
  } catch (error) {
    console.error("Loading billing data failed:", error);
    return data(
      {
        loadError: true,
        showForm,
        created,
        catalog: [],
        quotes: [],
        summary: { totalQuotes: 0, acceptedQuotes: 0, totalValueCents: 0 },
      },
      { status: 503, headers },
    );
  }
}

/** Both forms post here, with or without JavaScript. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const intent = form?.get("intent");
  if (form && intent === "deposit") {
    const answer = await createDepositFor(request, form.get("quote_id"));
    if (answer.status === 200) throw redirect(answer.body.session_url, 303);
    const error = answer.status === 502 ? "Failed to create payment session" : answer.body.error;
    return data<ActionResult>({ intent: "deposit", ok: false, error }, { status: answer.status });
  }
  const fields = form ? quoteFieldsFromForm(form) : {};
  const answer = await createQuoteFor(request, fields);
  if (answer.status === 200) {
    const headers = answer.setCookie ? { "Set-Cookie": answer.setCookie } : undefined;
    // Without JavaScript, redirect after the POST: the list is then read with the new cookie
    // (a first quote mints it in this response) and a reload does not post again.
    if (form?.get("js") !== "1") throw redirect("/billing?created=1", { status: 303, headers });
    return data<ActionResult>({ intent: "create", ok: true, quoteId: answer.body.quote.id }, { headers });
  }
  const { client_ref, contact_email, est_headcount, activity_slug, addons } = fields as Record<
    string,
    unknown
  >;
  return data<ActionResult>(
    {
      intent: "create",
      ok: false,
      error: answer.body.error,
      fieldErrors: answer.body.fieldErrors,
      values: { client_ref, contact_email, est_headcount, activity_slug, addons },
    },
    { status: answer.status },
  );
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Get Quote & Pay Deposit",
    description:
      "Create a quote for your Rallyroom event in a minute and secure your date with a deposit. Prices are calculated for your team size and add-ons.",
    path: "/billing",
  });

type LoaderData = Route.ComponentProps["loaderData"];
type CatalogEntry = LoaderData["catalog"][number];

const text = (value: unknown) => (typeof value === "string" ? value : "");

function SummaryCards({ summary }: { summary: LoaderData["summary"] }) {
  const cards = [
    { label: "Total Quotes", value: String(summary.totalQuotes) },
    { label: "Accepted Quotes", value: String(summary.acceptedQuotes) },
    { label: "Total Value", value: formatCents(summary.totalValueCents) },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map((card) => (
        <div key={card.label} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <dt className="text-sm font-medium text-slate-700">{card.label}</dt>
          <dd className="mt-2 text-3xl font-bold text-ink">{card.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function QuoteForm({
  catalog,
  result,
  onDone,
}: {
  catalog: CatalogEntry[];
  result: ActionResult | undefined;
  onDone: () => void;
}) {
  const fetcher = useFetcher<ActionResult>();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const [clientErrors, setClientErrors] = useState<{ error: string; fieldErrors: FieldErrors } | null>(null);
  const latest = fetcher.data ?? result;
  const failed = latest && latest.intent === "create" && !latest.ok ? latest : null;
  const values = failed?.values ?? {};
  const [activity, setActivity] = useState(text(values.activity_slug));
  const shown = clientErrors ?? (failed ? { error: failed.error, fieldErrors: failed.fieldErrors } : null);
  const errorOf = (field: string) => shown?.fieldErrors[field]?.[0];
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    const answer = fetcher.data;
    if (answer?.intent !== "create") return;
    if (answer.ok) {
      toast({ title: "Quote created successfully!", variant: "success" });
      formRef.current?.reset();
      setActivity("");
      onDone();
    } else if (answer.error === REQUIRED_MESSAGE) {
      toast({ title: REQUIRED_MESSAGE, variant: "destructive" });
    } else if (answer.error === "Failed to create quote") {
      toast({
        title: "Failed to create quote",
        description: "Please try again or contact support.",
        variant: "destructive",
      });
    }
  }, [fetcher.data, onDone]);

  useEffect(() => {
    if (shown) summaryRef.current?.focus();
  }, [shown]);

  const selected = catalog.find((item) => item.activitySlug === activity);
  // Without JavaScript the add-ons cannot follow the chosen activity: list every add-on once,
  // saying which activities offer it; the server refuses an add-on the activity lacks.
  const addonChoices = hydrated
    ? (selected?.addons ?? []).map((addon) => ({ ...addon, note: "" }))
    : [...new Map(catalog.flatMap((item) => item.addons).map((addon) => [addon.key, addon])).values()].map(
        (addon) => {
          const offeredBy = catalog.filter((item) => item.addons.some((a) => a.key === addon.key));
          return {
            ...addon,
            note:
              offeredBy.length === catalog.length
                ? ""
                : ` (${offeredBy.map((item) => item.title).join(", ")} only)`,
          };
        },
      );
  const submittedAddons = Array.isArray(values.addons) ? values.addons : [];

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      noValidate
      aria-labelledby="new-quote-title"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
      onSubmit={(event) => {
        const parsed = createQuoteSchema.safeParse(quoteFieldsFromForm(new FormData(event.currentTarget)));
        if (parsed.success) {
          setClientErrors(null);
          return;
        }
        event.preventDefault();
        const errors = quoteFormErrors(quoteFieldsFromForm(new FormData(event.currentTarget)), parsed.error);
        setClientErrors(errors);
        if (errors.error === REQUIRED_MESSAGE) toast({ title: REQUIRED_MESSAGE, variant: "destructive" });
      }}
    >
      <h3 id="new-quote-title" className="text-xl font-semibold text-ink">
        New quote
      </h3>
      <input type="hidden" name="intent" value="create" />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      {shown ? (
        <div
          ref={summaryRef}
          tabIndex={-1}
          role="alert"
          className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
        >
          {shown.error}
        </div>
      ) : null}
      <div className="mt-4 grid gap-5 sm:grid-cols-2">
        <Field id="quote-activity" label="Activity" required error={errorOf("activity_slug")}>
          {(props) => (
            <select
              {...props}
              name="activity_slug"
              required
              className={inputClass}
              value={hydrated ? activity : undefined}
              defaultValue={hydrated ? undefined : text(values.activity_slug)}
              onChange={(event) => setActivity(event.target.value)}
            >
              <option value="">Choose an activity</option>
              {catalog.map((item) => (
                <option key={item.activitySlug} value={item.activitySlug}>
                  {item.title} ({formatCents(item.priceMinPp)}–{formatCents(item.priceMaxPp)} per person)
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id="quote-headcount"
          label="Estimated headcount"
          required
          hint="5 to 1,000 people"
          error={errorOf("est_headcount")}
        >
          {(props) => (
            <input
              {...props}
              name="est_headcount"
              type="number"
              inputMode="numeric"
              min={5}
              max={1000}
              step={1}
              required
              defaultValue={text(values.est_headcount)}
              className={inputClass}
            />
          )}
        </Field>
        <Field id="quote-email" label="Contact email" required error={errorOf("contact_email")}>
          {(props) => (
            <input
              {...props}
              name="contact_email"
              type="email"
              autoComplete="email"
              required
              defaultValue={text(values.contact_email)}
              className={inputClass}
            />
          )}
        </Field>
        <Field
          id="quote-ref"
          label="Client reference"
          hint="Optional: a PO number or event name"
          error={errorOf("client_ref")}
        >
          {(props) => (
            <input
              {...props}
              name="client_ref"
              type="text"
              maxLength={100}
              defaultValue={text(values.client_ref)}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <fieldset
        className="mt-5"
        aria-describedby={errorOf("addons") ? "quote-addons-error" : undefined}
        aria-invalid={errorOf("addons") ? true : undefined}
      >
        <legend className="font-medium text-ink">Add-ons</legend>
        {addonChoices.length === 0 ? (
          <p className="mt-2 text-sm text-slate-700">Choose an activity to see its add-ons.</p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-3">
            {addonChoices.map((addon) => (
              <li key={addon.key}>
                <label className="flex items-start gap-2 rounded-lg border border-slate-300 p-3">
                  <input
                    type="checkbox"
                    name="addons"
                    value={addon.key}
                    defaultChecked={submittedAddons.includes(addon.key)}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span>
                    {addon.name}
                    <span className="block text-sm text-slate-700">
                      {formatCents(addon.cents)}
                      {addon.key === "shipping_per_kit" ? " per person" : ""}
                      {addon.note}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {errorOf("addons") ? (
          <p id="quote-addons-error" className="mt-1 text-sm font-medium text-red-800">
            {errorOf("addons")}
          </p>
        ) : null}
      </fieldset>
      <p className="mt-5 text-sm text-slate-700">
        We price the quote for you: the per-person rate depends on your headcount, the minimum event fee is{" "}
        {formatCents(selected?.minEventFee ?? 50000)}, and the deposit is {site.deposit.percent}% of the
        total.
      </p>
      <button type="submit" className={`${buttonStyles.primary} mt-5`} disabled={busy}>
        {busy ? "Creating quote..." : "Create Quote"}
      </button>
    </fetcher.Form>
  );
}

function QuoteList({ quotes, catalog }: { quotes: LoaderData["quotes"]; catalog: CatalogEntry[] }) {
  const fetcher = useFetcher<ActionResult>();
  const navigation = useNavigation();
  useEffect(() => {
    if (fetcher.data?.intent === "deposit" && !fetcher.data.ok) {
      toast({
        title: "Failed to create payment session",
        description: fetcher.data.error,
        variant: "destructive",
      });
    }
  }, [fetcher.data]);
  if (quotes.length === 0) {
    return (
      <p className="mt-4 text-slate-700">No quotes yet. Create one to see its price and pay the deposit.</p>
    );
  }
  const titleOf = (slug: string) => catalog.find((item) => item.activitySlug === slug)?.title ?? slug;
  const pendingQuote = fetcher.state !== "idle" ? fetcher.formData?.get("quote_id") : null;
  return (
    <ul className="mt-4 grid gap-4">
      {quotes.map((quote) => (
        <li
          key={quote.id}
          className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-quote-id={quote.id}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold text-ink">
              {titleOf(quote.activity_slug)}
              {quote.client_ref ? (
                <span className="font-normal text-slate-700"> · {quote.client_ref}</span>
              ) : null}
            </h3>
            <QuoteStatusBadge status={quote.status} />
          </div>
          <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-5">
            <div>
              <dt className="text-slate-700">Headcount</dt>
              <dd className="font-medium text-ink">{quote.est_headcount}</dd>
            </div>
            <div>
              <dt className="text-slate-700">Rate per person</dt>
              <dd className="font-medium text-ink">{formatCents(quote.rate_cents)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">Total</dt>
              <dd className="font-medium text-ink">{formatCents(quote.total_cents)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">Deposit</dt>
              <dd className="font-medium text-ink">{formatCents(quote.deposit_cents)}</dd>
            </div>
            <div>
              <dt className="text-slate-700">Balance</dt>
              <dd className="font-medium text-ink">{formatCents(quote.balance_cents)}</dd>
            </div>
          </dl>
          <p className="mt-2 text-sm text-slate-700">
            {quote.contact_email} · created{" "}
            <time dateTime={quote.created_at}>{new Date(quote.created_at).toISOString().slice(0, 10)}</time>
          </p>
          {quote.status === "draft" || quote.status === "sent" ? (
            <fetcher.Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="deposit" />
              <input type="hidden" name="quote_id" value={quote.id} />
              <button
                type="submit"
                className={buttonStyles.small}
                disabled={pendingQuote === quote.id || navigation.state !== "idle"}
              >
                {pendingQuote === quote.id ? "Opening checkout..." : "Collect Deposit"}
                <span className="sr-only"> of {formatCents(quote.deposit_cents)}</span>
              </button>
            </fetcher.Form>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function Billing({ loaderData, actionData }: Route.ComponentProps) {
  const hydrated = useHydrated();
  const failedCreate = actionData?.intent === "create" && !actionData.ok;
  const [showForm, setShowForm] = useState(loaderData.showForm || failedCreate);
  const created = loaderData.created || (actionData?.intent === "create" && actionData.ok);
  const depositError = actionData?.intent === "deposit" && !actionData.ok ? actionData.error : null;

  useEffect(() => {
    if (loaderData.loadError) toast({ title: "Failed to load billing data", variant: "destructive" });
  }, [loaderData.loadError]);

  return (
    <>
      <PageHero
        title="Get Quote & Pay Deposit"
        lead={`Choose an activity, tell us how many people will play, and we price your event on the spot. A ${site.deposit.percent}% deposit secures your date; the balance is invoiced after the event.`}
      />
      <Section>
        <SummaryCards summary={loaderData.summary} />
        {created ? (
          <p
            role="status"
            className="mt-6 rounded-lg border border-green-300 bg-green-50 p-4 font-medium text-green-900"
          >
            Quote created successfully!
          </p>
        ) : null}
        {depositError ? (
          <p
            role="alert"
            className="mt-6 rounded-lg border border-red-300 bg-red-50 p-4 font-medium text-red-900"
          >
            Failed to create payment session: {depositError}
          </p>
        ) : null}
        <div className="mt-10 flex flex-wrap items-center justify-between gap-4">
          <h2 className="text-2xl font-bold text-ink">Your quotes</h2>
          {hydrated ? (
            <button
              type="button"
              className={showForm ? buttonStyles.secondary : buttonStyles.primary}
              aria-expanded={showForm}
              aria-controls="new-quote"
              onClick={() => setShowForm((open) => !open)}
            >
              {showForm ? "Cancel" : "New Quote"}
            </button>
          ) : (
            <Link
              to={showForm ? "/billing" : "/billing?new=1#new-quote"}
              className={showForm ? buttonStyles.secondary : buttonStyles.primary}
            >
              {showForm ? "Cancel" : "New Quote"}
            </Link>
          )}
        </div>
        <div id="new-quote">
          {showForm ? (
            <QuoteForm
              catalog={loaderData.catalog}
              result={actionData ?? undefined}
              onDone={() => setShowForm(false)}
            />
          ) : null}
        </div>
        <h2 className="mt-12 text-2xl font-bold text-ink">Recent Quotes</h2>
        <p className="mt-2 text-slate-700">Only quotes created in this browser are listed here.</p>
        <QuoteList quotes={loaderData.quotes} catalog={loaderData.catalog} />
      </Section>
      <Section title="How quotes work">
        <ol className="grid gap-6 sm:grid-cols-3">
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">1. Build your quote</h3>
            <p className="mt-2 text-slate-700">
              Pick the activity, your estimated headcount and any add-ons such as custom branding.
            </p>
          </li>
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">2. Pay the deposit</h3>
            <p className="mt-2 text-slate-700">
              Pay {site.deposit.percent}% by card through our secure payment provider to hold your date.
            </p>
          </li>
          <li className="rounded-2xl border border-slate-200 p-6">
            <h3 className="font-semibold text-ink">3. Play</h3>
            <p className="mt-2 text-slate-700">
              Your host confirms the details; the balance is invoiced on net-30 terms.
            </p>
          </li>
        </ol>
        <Link to="/pricing" className={`${buttonStyles.secondary} mt-8`}>
          See pricing
        </Link>
      </Section>
    </>
  );
}
