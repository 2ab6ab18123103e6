import { data, Link } from "react-router";
import {
  BookingRequestForm,
  ContactForm,
  DemoRequestForm,
  GuideLeadForm,
  LeadCaptureCard,
  NewsletterForm,
  ProcurementRequestForm,
  successCopy,
} from "~/components/forms/lead-forms";
import type { ServerFormState } from "~/components/forms/use-lead-form";
import { UpgradeChoices } from "~/components/forms/voucher";
import { VoucherClaimForm, voucherSuccessTitle } from "~/components/forms/voucher-claim-form";
import { PageHero } from "~/components/sections/page-hero";
import { container } from "~/components/ui/styles";
import { toolkitForSource } from "~/content/toolkits";
import { type LeadKind, leadKinds, sourcePattern } from "~/domain/lead-kinds";
import type { PageHandle } from "~/lib/handle";
import { safeReturnPath } from "~/lib/safe-path";
import { seo } from "~/lib/seo";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/forms";

/**
 * Where every form posts when JavaScript is off: the action stores the submission and the page
 * re-renders the same form with field errors or its success view.
 */
export const handle: PageHandle = { sitemap: false };

const formTitles: Record<LeadKind, string> = {
  toolkit: "Get the Free Team Event Toolkit",
  guide: "Get the Free Guide",
  newsletter: "Subscribe to the Rallyroom Newsletter",
  voucher: "Claim Your First-Event Upgrade",
  booking: "Get Custom Recommendations",
  contact: "Contact Rallyroom",
  demo: "Schedule My Demo",
  procurement: "Request Procurement Documents",
};

/** The page's heading once the submission is stored: the result is the first thing it says. */
const successTitles: Record<LeadKind, string> = {
  toolkit: successCopy.toolkit.title,
  guide: successCopy.guide.title,
  newsletter: successCopy.newsletter.title,
  voucher: voucherSuccessTitle,
  booking: successCopy.booking.title,
  contact: successCopy.contact.title,
  demo: successCopy.demo.title,
  procurement: successCopy.procurement.title,
};

function kindOf(param: string | undefined): LeadKind {
  const kind = leadKinds.find((k) => k === param);
  if (!kind) throw data("Unknown form", { status: 404 });
  return kind;
}

export function loader({ params, request }: Route.LoaderArgs) {
  const kind = kindOf(params.kind);
  const url = new URL(request.url);
  const source = url.searchParams.get("source");
  return {
    kind,
    source: source && sourcePattern.test(source) ? source : undefined,
    returnTo: safeReturnPath(url.searchParams.get("return_to")),
  };
}

/** The request policy has admitted the post (same origin, an HTML form body, size, rate limit). */
export async function action({ params, request }: Route.ActionArgs) {
  const kind = kindOf(params.kind);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ServerFormState & { returnTo: string | null }>(
      { error: "The form could not be read. Please try again.", returnTo: null },
      { status: 400 },
    );
  }
  const raw: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string" && !(key in raw)) raw[key] = value;
  const returnTo = safeReturnPath(raw.return_to) ?? null;
  const { return_to: _drop, website: _trap, ...values } = raw;

  // Without JavaScript the browser's own Referer is the best attribution there is.
  const referer = request.headers.get("referer");
  let landing: string | null = null;
  try {
    landing = referer ? new URL(referer).pathname : null;
  } catch {
    landing = null;
  }
  const result = await runtime().leads.submit(kind, {
    ...raw,
    landing_path: raw.landing_path ?? returnTo ?? landing,
  });
  if (!result.ok) {
    return data(
      { values, fieldErrors: result.fieldErrors, error: result.error, returnTo },
      { status: result.status },
    );
  }
  return {
    success: result.voucher ? { code: result.voucher.code, expires_at: result.voucher.expires_at } : {},
    // The source names what was asked for (a toolkit page's own toolkit): the result offers it.
    values: values.source ? { source: values.source } : {},
    returnTo,
  } satisfies ServerFormState & { returnTo: string | null };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) =>
  seo({
    title: formTitles[(loaderData?.kind ?? "contact") as LeadKind],
    description: "Send your details to Rallyroom: we reply within 24 hours.",
    path: `/forms/${params.kind}`,
    noindex: true,
  });

export default function FormPage({ loaderData, actionData }: Route.ComponentProps) {
  const { kind } = loaderData;
  const back = actionData?.returnTo ?? loaderData.returnTo;
  const server = { ...(actionData as ServerFormState | undefined), returnTo: back } satisfies ServerFormState;
  const source = server.values?.source ?? loaderData.source;
  const props = { server, ...(source ? { source } : {}) };
  // A fresh key per answer: the form re-initialises from what the server sent back.
  const key = JSON.stringify(actionData ?? null);
  const stored = Boolean(actionData && "success" in actionData);
  // A toolkit page's form names its toolkit in the source: the page offers that one.
  const toolkit = toolkitForSource(source);
  const titles = stored ? successTitles : { ...formTitles, toolkit: `Get the ${toolkit.title}` };
  return (
    <>
      <PageHero title={titles[kind]} />
      <div className={`${container} max-w-2xl py-12`}>
        {kind === "toolkit" ? (
          <LeadCaptureCard key={key} {...props} toolkit={toolkit} title="Your details" />
        ) : null}
        {kind === "guide" ? <GuideLeadForm key={key} {...props} title={formTitles.guide} /> : null}
        {kind === "newsletter" ? <NewsletterForm key={key} {...props} /> : null}
        {kind === "demo" ? <DemoRequestForm key={key} {...props} /> : null}
        {kind === "contact" ? <ContactForm key={key} {...props} /> : null}
        {kind === "booking" ? <BookingRequestForm key={key} {...props} /> : null}
        {kind === "procurement" ? <ProcurementRequestForm key={key} {...props} /> : null}
        {kind === "voucher" ? (
          <div className="space-y-6">
            {/* The code first once it is issued; the choices it unlocks after it. */}
            {stored ? null : <UpgradeChoices />}
            <VoucherClaimForm key={key} {...props} />
            {stored ? <UpgradeChoices /> : null}
          </div>
        ) : null}
        <p className="mt-10">
          <Link to={back ?? "/"} className="font-semibold text-brand-700 underline underline-offset-4">
            {back ? "Back to where you were" : "Back to the home page"}
          </Link>
        </p>
      </div>
    </>
  );
}
