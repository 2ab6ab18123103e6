import { Link } from "react-router";
import { Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import { howQuotesWork } from "~/content/billing";
import type { PaymentMode } from "./types";

/** The three steps; the deposit step says how this site takes it (card, test checkout, invoice). */
export function HowQuotesWork({ payment }: { payment: PaymentMode }) {
  return (
    <Section title={howQuotesWork.heading}>
      <ol className="grid gap-6 sm:grid-cols-3">
        {howQuotesWork.steps.map((step) => {
          const body =
            payment === "invoice" && "invoiceBody" in step
              ? step.invoiceBody
              : payment === "test" && "testBody" in step
                ? step.testBody
                : step.body;
          return (
            <li key={step.title} className="rounded-2xl border border-slate-200 p-6">
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-2 text-slate-700">{body}</p>
            </li>
          );
        })}
      </ol>
      <Link to="/pricing" className={`${buttonStyles.secondary} mt-8`}>
        {howQuotesWork.pricingLink}
      </Link>
    </Section>
  );
}
