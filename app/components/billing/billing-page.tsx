import { useState } from "react";
import { PageHero, Section } from "~/components/sections/page-hero";
import { buttonStyles } from "~/components/ui/styles";
import type { BillingProse } from "~/content/billing";
import { BillingHelp } from "./billing-help";
import { BillingNotices } from "./billing-notices";
import { HowQuotesWork } from "./how-quotes-work";
import { QuoteForm } from "./quote-form";
import type { BillingActionResult, CatalogEntry, PaymentMode, QuoteRow } from "./types";
import { YourQuotes } from "./your-quotes";

export interface BillingPageProps {
  catalog: CatalogEntry[];
  quotes: QuoteRow[];
  /** All of this browser's quotes, when more are held than listed. */
  totalQuotes: number;
  payment: PaymentMode;
  /** The hero's, the explanation's and the help's words (loader data). */
  prose: BillingProse;
  /** The query string's flags: ?new=1, ?created=1, ?invoice=requested. */
  showForm: boolean;
  created: boolean;
  invoiceRequested: boolean;
  result: BillingActionResult | undefined;
}

/**
 * /billing as a client reads it: first what a quote is and how the deposit works, then the quote
 * form. A browser that holds quotes sees them in the form's place, with where they stand and the
 * form behind "New Quote". Wide screens put the explanation beside the form or the quotes.
 */
export function BillingPage(props: BillingPageProps) {
  const { catalog, quotes, payment, prose, created, result } = props;
  const [showForm, setShowForm] = useState(props.showForm || result?.intent === "create");
  const hasQuotes = quotes.length > 0;
  const form = (
    <QuoteForm
      catalog={catalog}
      result={result}
      created={created}
      onDone={() => setShowForm(false)}
      headingLevel={hasQuotes ? "h3" : "h2"}
    />
  );
  return (
    <>
      <PageHero title={prose.hero.title} lead={prose.hero.lead}>
        <a href={hasQuotes ? "#your-quotes" : "#new-quote"} className={buttonStyles.onDark}>
          {hasQuotes ? prose.hero.toQuotes : prose.hero.toForm}
        </a>
      </PageHero>
      <Section>
        <BillingNotices created={created} invoiceRequested={props.invoiceRequested} result={result} />
        <div className="grid grid-cols-1 gap-12 lg:grid-cols-12 lg:gap-14">
          <div className="lg:col-span-5">
            <HowQuotesWork copy={prose.howQuotesWork} />
          </div>
          <div className="lg:col-span-7">
            {hasQuotes ? (
              <YourQuotes
                quotes={quotes}
                totalQuotes={props.totalQuotes}
                payment={payment}
                formOpen={showForm}
                onToggle={() => setShowForm((open) => !open)}
                form={form}
              />
            ) : (
              <div id="new-quote">{form}</div>
            )}
            <BillingHelp
              heading={prose.customQuoteHelp.heading}
              body={prose.customQuoteHelp.body}
              className="mt-10"
            />
          </div>
        </div>
      </Section>
    </>
  );
}
