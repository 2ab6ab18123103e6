import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookingConfirmation } from "~/components/booking/booking-confirmation";
import type { BookingSummary } from "~/content/shapes";

const base: BookingSummary = {
  id: "942afcb7-4ede-4391-9f86-fab6d80aacaf",
  meeting: "15-minute intro call",
  cancelled: false,
  pendingUntil: null,
  requested: false,
  host: "Nadia Okafor",
  game: null,
  yours: { when: "Wednesday, December 2, 2026, 4:00 – 4:15 PM", zone: "Europe/Berlin (UTC+1)" },
  business: null,
  videoUrl: null,
  icsUrl: "/booking/942afcb7-4ede-4391-9f86-fab6d80aacaf/invite.ics?key=k",
  googleUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
  manageUrl: "/booking/942afcb7-4ede-4391-9f86-fab6d80aacaf?key=k",
};

function render(booking: BookingSummary): string {
  const Stub = createRoutesStub([
    { path: "/", Component: () => createElement(BookingConfirmation, { booking }) },
  ]);
  return renderToStaticMarkup(createElement(Stub));
}

describe("the booking confirmation says what the booking holds", () => {
  it("a final booking: its calendar links, no request to confirm", () => {
    const html = render(base);
    expect(html).toContain("Your 15-minute intro call");
    expect(html).toContain("Add to calendar (.ics)");
    expect(html).not.toContain("data-pending");
  });

  it("a held booking: until when its time is held, and no calendar file before the click", () => {
    const html = render({ ...base, pendingUntil: "4:20 PM" });
    expect(html).toContain("Confirm your 15-minute intro call by email");
    expect(html).toContain("We hold this time for you until 4:20 PM");
    expect(html).not.toContain("Add to calendar");
  });

  it("a request: that its time is not held yet, and no calendar file before the click", () => {
    const html = render({ ...base, requested: true });
    expect(html).toContain("Confirm your 15-minute intro call by email");
    expect(html).toContain("this time is not held yet");
    expect(html).not.toContain("We hold this time");
    expect(html).not.toContain("Add to calendar");
  });
});
