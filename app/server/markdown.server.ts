import { absoluteUrl } from "~/config/origin";
import { site } from "~/config/site";
import { aboutIntro, aboutReasons, milestones } from "~/content/about-us";
import { accessibilityStatement } from "~/content/accessibility";
import { activities } from "~/content/activities";
import { bookingPolicy } from "~/content/booking-policy";
import { claims } from "~/content/facts";
import { faqSections } from "~/content/faq";
import { type LegalDocument, privacyPolicy, termsOfService } from "~/content/legal";
import { addOns, packages, pricingReasons } from "~/content/pricing";
import { ratingClaims } from "~/content/rating-claims";
import { subprocessors, trustHighlights, trustPage } from "~/content/trust";
import { activityFacts, eventDetails } from "~/domain/activity-facts";
import { markdownPath } from "~/lib/seo";
import { getPostSource, listPosts } from "~/server/blog.server";
import { bylineOf, listPeople } from "~/server/hosts.server";

/**
 * The Markdown version of each content page, for readers that want the words without the page
 * (search and AI assistants; /llms.txt lists them). Built from the same content modules as the
 * pages, so the two never disagree; served at the page's path with `.md` appended.
 */

/** A link to a page on the public origin, Markdown style. */
const link = (label: string, path: string) => `[${label}](${absoluteUrl(path)})`;

/** Every document starts with its title, a one-line summary, and where the page itself is. */
function doc(title: string, summary: string, path: string, body: string[]): string {
  return [`# ${title}`, "", `> ${summary}`, "", `Web page: ${absoluteUrl(path)}`, "", ...body]
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trimEnd()
    .concat("\n");
}

const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join("\n");

function legal(
  document: LegalDocument,
  path: string,
  { preface = [], after = {} }: { preface?: string[]; after?: Record<string, string[]> } = {},
): string {
  return doc(document.title, document.intro, path, [
    `Last updated: ${document.lastUpdated}`,
    "",
    ...preface,
    ...document.sections.flatMap((section) => [
      `## ${section.heading}`,
      "",
      ...section.paragraphs.flatMap((paragraph) => [paragraph, ""]),
      ...(section.list ? [list(section.list), ""] : []),
      ...(after[section.id] ?? []),
    ]),
  ]);
}

function trust(): string {
  return legal(trustPage, "/trust", {
    preface: ["## At a glance", "", list(trustHighlights.map((item) => `${item.title}: ${item.text}`)), ""],
    after: {
      subprocessors: subprocessors.flatMap((processor) => [
        `### ${processor.name}`,
        "",
        list([
          `Purpose: ${processor.purpose}`,
          `Data it handles: ${processor.data}`,
          `When: ${processor.when}`,
        ]),
        "",
      ]),
      "vulnerability-reporting": [`security.txt: ${absoluteUrl("/.well-known/security.txt")}`, ""],
      documents: [`Request form: ${absoluteUrl("/trust#request-documents")}`, ""],
    },
  });
}

function faq(): string {
  return doc(
    "Virtual Team Building FAQ",
    "Answers to the questions remote leaders ask most about virtual team building.",
    "/faq",
    faqSections.flatMap((item) => [`## ${item.q}`, "", item.a, ""]),
  );
}

function pricing(): string {
  return doc(
    "Pricing",
    "Pay per person, with a minimum event fee for small teams. Every package includes a professional host and all the game technology.",
    "/pricing",
    [
      "## Why Rallyroom?",
      "",
      list(pricingReasons.map((reason) => `${reason.title}: ${reason.text}`)),
      "",
      "## Packages",
      "",
      ...packages.flatMap((item) => [
        `### ${item.name}: ${item.price} ${item.unit}`,
        "",
        item.blurb,
        "",
        list(item.features),
        "",
      ]),
      "## Price per person by activity",
      "",
      list(
        activities.map((activity) => {
          const facts = activityFacts(activity);
          return `${link(activity.title, markdownPath(`/activities/${activity.slug}`))}: ${facts.priceRange} per person, ${facts.duration}, ${facts.teamSizeLong}`;
        }),
      ),
      "",
      "## Add-ons",
      "",
      list(addOns.map((addOn) => `${addOn.title} (${addOn.price}): ${addOn.text}`)),
    ],
  );
}

function about(): string {
  return doc(aboutIntro.title, aboutIntro.lead, "/about-us", [
    "## Our mission",
    "",
    aboutIntro.mission,
    "",
    "## Our vision",
    "",
    aboutIntro.vision,
    "",
    "## Why us",
    "",
    list(aboutReasons.map((reason) => `${reason.title}: ${reason.description}`)),
    "",
    "## The team",
    "",
    `Founders who still host, and the hosts who run your events (${link("Our hosts", "/hosts")}):`,
    "",
    list(listPeople().map((person) => `${person.name}: ${person.role}`)),
    "",
    "## Our story so far",
    "",
    list(milestones(ratingClaims(null)).map((milestone) => `${milestone.year}: ${milestone.text}`)),
  ]);
}

function activity(slug: string): string | undefined {
  const found = activities.find((candidate) => candidate.slug === slug);
  if (!found) return undefined;
  return doc(found.title, found.tagline, `/activities/${found.slug}`, [
    found.summary,
    "",
    "## Event details",
    "",
    list(eventDetails(found).map((row) => `${row.label}: ${row.value}`)),
    `- Price: ${activityFacts(found).priceRange} per person`,
    "",
    "## What's included",
    "",
    list(found.includes),
    "",
    "## How it works",
    "",
    found.howItWorks.map((step, index) => `${index + 1}. ${step.title}: ${step.description}`).join("\n"),
    "",
    "## Questions",
    "",
    ...found.faqs.flatMap((item) => [`### ${item.q}`, "", item.a, ""]),
  ]);
}

function blogPost(slug: string): string | undefined {
  const post = getPostSource(slug);
  if (!post) return undefined;
  const byline = bylineOf(post);
  return doc(post.title, post.excerpt, `/blog/${post.slug}`, [
    `By ${byline.name}${byline.role ? `, ${byline.role}` : ""}. ${post.dateLong}. Category: ${post.category}.`,
    "",
    post.markdown.trim(),
  ]);
}

/** The pages with a Markdown version that are not one of a list (blog posts, activities). */
const singlePages: Record<string, () => string> = {
  "/faq": faq,
  "/pricing": pricing,
  "/about-us": about,
  "/privacy-policy": () => legal(privacyPolicy, "/privacy-policy"),
  "/terms-of-service": () => legal(termsOfService, "/terms-of-service"),
  "/trust": trust,
  "/accessibility": () => legal(accessibilityStatement, "/accessibility"),
  "/booking-policy": () => legal(bookingPolicy, "/booking-policy"),
};

/** The Markdown of the page at `path` (without `.md`), or undefined when it has none. */
export function markdownFor(path: string): string | undefined {
  const single = singlePages[path];
  if (single) return single();
  const activityMatch = /^\/activities\/([a-z0-9-]+)$/.exec(path);
  if (activityMatch) return activity(activityMatch[1] as string);
  const postMatch = /^\/blog\/([a-z0-9-]+)$/.exec(path);
  if (postMatch) return blogPost(postMatch[1] as string);
  return undefined;
}

/** Every page that has a Markdown version, by its page path. */
export function markdownPages(): string[] {
  return [
    ...Object.keys(singlePages),
    ...activities.map((item) => `/activities/${item.slug}`),
    ...listPosts().map((post) => `/blog/${post.slug}`),
  ];
}

/** /llms.txt (llmstxt.org): the site's name, a summary, and its key pages' Markdown versions. */
export function llmsTxt(): string {
  const md = (label: string, path: string, note: string) => `- ${link(label, markdownPath(path))}: ${note}`;
  return [
    `# ${site.name}`,
    "",
    `> ${site.name} runs live-hosted virtual team-building events: games on the video call your team already uses (Zoom, Microsoft Teams or Google Meet), run by a professional host, for remote and hybrid teams of ${claims.teamSizes} people. Priced per person; book a call or request a quote on the site.`,
    "",
    "Each link below is the Markdown version of a page; the web page is the same address without `.md`.",
    "",
    "## Activities",
    "",
    ...activities.map((item) =>
      md(
        item.title,
        `/activities/${item.slug}`,
        `${item.tagline} ${activityFacts(item).priceRange} per person.`,
      ),
    ),
    "",
    "## Plan and buy",
    "",
    md("Pricing", "/pricing", "packages, add-ons and each activity's price per person"),
    md("FAQ", "/faq", "what virtual team building is and how our events work"),
    md(
      "Security, privacy and procurement",
      "/trust",
      "security practices, subprocessors, retention, DPA and W-9",
    ),
    "",
    "## Company",
    "",
    md("About Rallyroom", "/about-us", "mission, why us and our story"),
    md("Accessibility statement", "/accessibility", "WCAG 2.2 AA status, testing and known limitations"),
    md("Privacy policy", "/privacy-policy", "what we collect, cookies by name, your rights"),
    md("Terms of service", "/terms-of-service", "booking, deposits, cancellations"),
    md("Booking policy", "/booking-policy", "notice, deposit, headcount changes, refunds"),
    "",
    "## Optional",
    "",
    ...listPosts().map((post) => md(post.title, `/blog/${post.slug}`, post.excerpt)),
    "",
  ].join("\n");
}
