import { type InputConstraintsOf, inputConstraints } from "./input-constraints";
import { type LeadKind, leadSchemas } from "./leads";
import { createQuoteSchema } from "./quote-form";

/**
 * Every form's input attributes (required, type, maxLength, min, max), read from its zod schema.
 * The browser gets them as plain JSON: vite.config.ts runs this at build time and serves the
 * result as the modules `virtual:form-constraints/lead` and `/quote`, so a page shows its form's limits without
 * loading zod, and the limits still come from the schema the server parses with.
 */
export function formConstraints() {
  return {
    lead: Object.fromEntries(
      Object.entries(leadSchemas).map(([kind, schema]) => [kind, inputConstraints(schema)]),
    ) as { [K in LeadKind]: InputConstraintsOf<(typeof leadSchemas)[K]> },
    quote: inputConstraints(createQuoteSchema),
  };
}

export type FormConstraints = ReturnType<typeof formConstraints>;
