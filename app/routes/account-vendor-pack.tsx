import { data, Link } from "react-router";
import { PageHero } from "~/components/sections/page-hero";
import { cardStyles, container } from "~/components/ui/styles";
import { vendorDocumentKinds, vendorDocumentLabels } from "~/domain/vendor-pack";
import type { PageHandle } from "~/lib/handle";
import { seo } from "~/lib/seo";
import { requireAccount } from "~/server/account-http.server";
import { privatePage, privatePageHeaders } from "~/server/http.server";
import { runtime } from "~/server/runtime.server";
import type { Route } from "./+types/account-vendor-pack";

/**
 * `/account/vendor-pack`: the documents procurement asks every vendor for (issue 43), as staff
 * uploaded them, each with its date. Only a current document is offered: one past its date is
 * never served, and the page says it is being renewed.
 */
export const handle: PageHandle = { sitemap: false };
export const headers: Route.HeadersFunction = privatePageHeaders;

const day = (value: string) =>
  new Date(`${value}T00:00:00Z`).toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" });

export async function loader({ request }: Route.LoaderArgs) {
  await requireAccount(request);
  const current = await runtime().vendorPack.current();
  const documents = vendorDocumentKinds.map((kind) => {
    const document = current[kind];
    return {
      kind,
      ...vendorDocumentLabels[kind],
      file: document
        ? {
            href: `/account/vendor-pack/${document.id}`,
            size: `${Math.max(1, Math.round(document.size / 1024))} KB`,
            uploaded: day(new Date(document.uploadedAt).toISOString().slice(0, 10)),
            validUntil: day(document.validUntil),
          }
        : null,
    };
  });
  return data({ documents }, { headers: privatePage });
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: "Vendor documents",
    description: "Rallyroom's W-9, insurance certificate, DPA and security answers for procurement.",
    path: "/account/vendor-pack",
    noindex: true,
  });

export default function AccountVendorPack({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero
        eyebrow="For procurement"
        title="Vendor documents"
        lead="What your procurement team asks every vendor for, current and dated. Download and forward them as they are."
        breadcrumbs={[{ label: "Your events", to: "/account" }, { label: "Vendor documents" }]}
      />
      <div className={`${container} max-w-4xl py-10 sm:py-14`}>
        <ul className="grid gap-4 sm:grid-cols-2">
          {loaderData.documents.map((document) => (
            <li key={document.kind} className={`${cardStyles.base} p-5`}>
              <h2 className="text-lg font-bold text-ink">{document.name}</h2>
              <p className="mt-1 text-sm text-slate-700">{document.description}</p>
              {document.file ? (
                <>
                  <p className="mt-3 text-sm text-slate-800">
                    Valid until {document.file.validUntil} · updated {document.file.uploaded} ·{" "}
                    {document.file.size}
                  </p>
                  <a
                    href={document.file.href}
                    className="mt-3 inline-block font-semibold text-brand-700 underline underline-offset-2"
                  >
                    Download the PDF<span className="sr-only">: {document.name}</span>
                  </a>
                </>
              ) : (
                <p className="mt-3 text-sm text-slate-800">
                  Being renewed: we send it on request at{" "}
                  <Link to="/contact" className="underline">
                    our contact page
                  </Link>
                  .
                </p>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
