/** Every event the site sends; the endpoint refuses any other name. */
export const analyticsEventNames = [
  "page_view",
  "activities_filter_change",
  "activities_card_click",
  "activity_book_click",
  "voucher_teaser_view",
  "voucher_claimed",
  "calendly_opened",
  "scheduler_opened",
  "lead_submitted",
  "quiz_completed",
  "quiz_book_click",
] as const;

export type AnalyticsEventName = (typeof analyticsEventNames)[number];
