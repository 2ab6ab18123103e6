/**
 * The source each form records when its page names none, read from the lead kinds table
 * (lead-kinds.ts, which has no zod either, so the voucher teaser can import it cheaply).
 */
export { defaultSources } from "./lead-kinds";
