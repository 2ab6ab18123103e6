import { index, type RouteConfig, route } from "@react-router/dev/routes";

const vibePages = ["high-energy", "competitive", "creative", "collaborative", "chill"];

export default [
  index("routes/home.tsx"),
  route("activities", "routes/activities.tsx"),
  ...vibePages.map((vibe) =>
    route(`activities/${vibe}`, "routes/activity-vibe.tsx", { id: `routes/vibe-${vibe}` }),
  ),
  route("activities/:slug", "routes/activity.tsx"),
  route("billing", "routes/billing.tsx"),
  route("billing/success", "routes/billing-success.tsx"),
  route("virtual-teambuilding", "routes/virtual-teambuilding.tsx"),
  route("why-rallyroom", "routes/why-rallyroom.tsx"),
  route("resources", "routes/resources.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("quiz", "routes/quiz.tsx"),
  route("game-experiences", "routes/game-experiences.tsx"),
  route("book-live-demo", "routes/book-live-demo.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("faq", "routes/faq.tsx"),
  route("book-event", "routes/book-event.tsx"),
  route("help-center", "routes/help-center.tsx"),
  route("about-us", "routes/about-us.tsx"),
  route("contact", "routes/contact.tsx"),
  route("careers", "routes/careers.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("terms-of-service", "routes/terms-of-service.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("virtual-team-building-events", "routes/virtual-team-building-events.tsx"),
  route("thank-you", "routes/thank-you.tsx"),
  route("holiday-events", "routes/holiday-events.tsx"),
  route("toolkits/:slug", "routes/toolkit.tsx"),
  // Old links that SPEC.md shows pointing nowhere: moved for good.
  route("about", "routes/redirect.ts", { id: "routes/redirect-about" }),
  route("book-demo", "routes/redirect.ts", { id: "routes/redirect-book-demo" }),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("api/events", "routes/api.events.ts"),
  route("health", "routes/health.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
