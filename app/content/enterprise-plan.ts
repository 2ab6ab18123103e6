/**
 * The Enterprise Connection Plan: an annual contract, not an event, so its price is not the
 * price engine's. The pricing page and the engagement toolkit PDF both read it from here.
 */
export const enterprisePlan = {
  name: "Enterprise Connection Plan",
  from: "$4,000",
  eventsPerYear: "6–8",
} as const;
