import { site } from "~/config/site";
import type { LegalDocument } from "./legal";
import { securityContact, trustReviewed } from "./trust";

/**
 * The accessibility statement, in the shape of the W3C's model statement: commitment,
 * conformance status, how the site is tested, known limitations, feedback, compatibility and the
 * statement's date. Each limitation is one that exists today (docs/decisions/046-trust-page.md).
 */
export const accessibilityStatement: LegalDocument = {
  title: "Accessibility Statement",
  lastUpdated: trustReviewed.label,
  intro: `${site.name} wants everyone on your team to be able to find, book and enjoy an event, whatever their abilities and whatever device or assistive technology they use. This statement covers this website. It says how accessible it is today, how we check it, what we know falls short, and how to tell us about a barrier.`,
  sections: [
    {
      id: "conformance-status",
      heading: "Conformance status",
      paragraphs: [
        "The Web Content Accessibility Guidelines (WCAG) define requirements for designers and developers to improve accessibility for people with disabilities, at three levels: A, AA and AAA.",
        "This website is partially conformant with WCAG 2.2 level AA. Partially conformant means that some parts of the content do not fully conform to the standard: the web pages are built and tested to meet level AA, and the downloadable PDF documents do not yet meet it (see Known limitations).",
      ],
    },
    {
      id: "how-we-test",
      heading: "How we test",
      paragraphs: [
        "Accessibility is checked automatically before every release, as part of the same test suite that checks the site works:",
        "Automated tools find only some kinds of barrier. The site has not yet been evaluated by an independent accessibility auditor.",
      ],
      list: [
        "Every page is checked with axe-core against the WCAG 2.0, 2.1 and 2.2 level A and AA rules and axe's best practices, in Chromium, at 375 px (phone) and 1280 px (desktop) wide; the tests require zero violations",
        "Interactive states are checked the same way: the open mobile menu, a quote and its checkout, and the staff pages",
        "A Lighthouse accessibility audit runs on every page of the site",
        "The menu, the quiz, search, filters and lead forms are tested with JavaScript turned off, so they work in any browser",
      ],
    },
    {
      id: "what-we-do",
      heading: "What we do for accessibility",
      paragraphs: [
        "Text colours meet the WCAG AA contrast ratio on their backgrounds. Every form field has a visible label; an error names the field and what to fix, and keyboard focus moves to the first field to correct. Pictures carry text alternatives that describe what they show. Carousels that move on their own have a visible pause button, stop while the pointer or keyboard focus is on them, and start paused when your device asks for reduced motion.",
      ],
    },
    {
      id: "known-limitations",
      heading: "Known limitations",
      paragraphs: [
        "Despite our efforts, some content is not yet fully accessible. These are the limitations we know of, and what to do meanwhile:",
      ],
      list: [
        `The downloadable PDF toolkits and guides are not tagged PDFs, so screen readers read them without headings or structure. Email ${securityContact} and we will send the same content as an accessible document.`,
        "Our live events run on the video platform your organization chooses (Zoom, Microsoft Teams or Google Meet). Captions, keyboard controls and screen reader support during an event are that platform's. Tell us what your participants need when you book, and we will recommend games that suit them.",
      ],
    },
    {
      id: "feedback",
      heading: "Feedback",
      paragraphs: [
        `We welcome your feedback on the accessibility of this website. If you meet a barrier, email ${securityContact} or call ${site.phone.display}, and tell us the page and what went wrong. We reply within two business days, and we can give you the information or book your event another way in the meantime.`,
      ],
    },
    {
      id: "compatibility",
      heading: "Compatibility and technology",
      paragraphs: [
        "The website relies on HTML, WAI-ARIA and CSS. Its menu, forms, search and filters also work without JavaScript. Our automated accessibility tests run in Chromium.",
      ],
    },
    {
      id: "date",
      heading: "Date of this statement",
      paragraphs: [
        `This statement was prepared on ${trustReviewed.label}, from the results of the automated tests described above, and is reviewed whenever the site changes in a way that could affect it.`,
      ],
    },
  ],
};
