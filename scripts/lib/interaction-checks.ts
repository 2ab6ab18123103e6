import { defineCheck, type InteractionCheck } from "./interaction-bench.ts";

/**
 * The visitor pages' interactive controls, each measured once as a first interaction by
 * scripts/lib/interaction-bench.ts: found by role and label; the effect is what the visitor sees
 * happen. `probe` and `effect` run in the page and use nothing from outside their own body.
 */

/** A dialog's effect: one is open and drawn, and the page has not navigated away. */
const dialogOpensInPlace = {
  probe: () => location.pathname,
  effect: (before: string) => {
    const dialog = document.querySelector("dialog[open]");
    return (
      window.__bench?.hold(
        location.pathname === before &&
          dialog !== null &&
          dialog.checkVisibility() &&
          dialog.getBoundingClientRect().height > 0,
      ) ?? false
    );
  },
};

/** Clicks the control, or taps it where the check's input is a touch screen. */
const press = (input: InteractionCheck["input"]): InteractionCheck["act"] =>
  input === "touch" ? (_page, target) => target.tap() : (_page, target) => target.click();

/** Types one letter into a search box: the list narrows as the visitor types. */
const typeQ: InteractionCheck["act"] = async (page, target) => {
  await target.click();
  await page.keyboard.press("q");
};

/** A link that opens a dialog over the page it is on. */
const dialogCheck = (
  route: string,
  control: string,
  viewport: InteractionCheck["viewport"],
  input: InteractionCheck["input"],
  target: InteractionCheck["target"],
) => defineCheck({ route, control, viewport, input, target, act: press(input), ...dialogOpensInPlace });

/**
 * A button of the home page's games carousel: the slide shown changes. The carousels turn by
 * themselves; with reduced motion preferred they wait for the visitor.
 */
const carouselCheck = (
  control: string,
  viewport: InteractionCheck["viewport"],
  input: InteractionCheck["input"],
  button: string,
) =>
  defineCheck({
    route: "/",
    control,
    viewport,
    input,
    reducedMotion: true,
    target: (page) => page.getByRole("button", { name: button }),
    act: press(input),
    probe: () => document.querySelector("[data-carousel=games]")?.getAttribute("data-index") ?? "",
    effect: (before) =>
      window.__bench?.hold(
        (document.querySelector("[data-carousel=games]")?.getAttribute("data-index") ?? before) !== before,
      ) ?? false,
  });

export const interactionChecks: readonly InteractionCheck[] = [
  defineCheck({
    route: "/activities",
    control: "vibe filter “Chill”",
    viewport: "1280",
    input: "mouse",
    target: (page) => page.getByRole("checkbox", { name: "Chill", exact: true }),
    act: (_page, target) => target.click(),
    probe: () => ({
      search: location.search,
      cards: document.querySelectorAll("#results > ul > li").length,
    }),
    effect: (before) =>
      window.__bench?.hold(
        location.search !== before.search &&
          location.search.includes("vibe=") &&
          document.querySelectorAll("#results > ul > li").length !== before.cards,
      ) ?? false,
  }),
  defineCheck({
    route: "/activities",
    control: "sort (next option)",
    viewport: "1280",
    input: "keys",
    target: (page) => page.getByLabel("Sort by"),
    // A click opens the select's list; the arrow key and Enter pick the next option.
    act: async (page, target) => {
      await target.click();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
    },
    // The cards' order, not the first card: the first is also the shortest.
    probe: () =>
      [...document.querySelectorAll("#results h3")].map((heading) => heading.textContent).join("|"),
    effect: (before) =>
      window.__bench?.hold(
        location.search.includes("sort=") &&
          [...document.querySelectorAll("#results h3")].map((heading) => heading.textContent).join("|") !==
            before,
      ) ?? false,
  }),
  defineCheck({
    route: "/activities/lightning-feud/book",
    control: "checkout add-on “Awards ceremony”",
    viewport: "375",
    input: "touch",
    target: (page) => page.getByRole("checkbox", { name: /Awards ceremony/ }),
    act: (_page, target) => target.tap(),
    // The add-on's line joins the price, and the URL keeps it (the calendar follows it).
    probe: () => document.querySelector("[data-total]")?.textContent ?? "",
    effect: (before) =>
      window.__bench?.hold(
        location.search.includes("addOns=awards") &&
          (document.querySelector("[data-total]")?.textContent ?? before) !== before,
      ) ?? false,
  }),
  defineCheck({
    route: "/pricing",
    control: "calculator players → 5",
    viewport: "1280",
    input: "keys",
    target: (page) => page.getByLabel("Number of players", { exact: true }),
    act: async (page, target) => {
      await target.click();
      await page.keyboard.press("ControlOrMeta+A");
      await page.keyboard.press("5");
      await page.keyboard.press("Tab");
    },
    probe: () => document.querySelector("[data-testid=calculator-total]")?.textContent ?? "",
    effect: (before) =>
      window.__bench?.hold(
        (document.querySelector("[data-testid=calculator-total]")?.textContent ?? before) !== before,
      ) ?? false,
  }),
  defineCheck({
    route: "/quiz",
    control: "first answer, Next",
    viewport: "375",
    input: "touch",
    target: (page) => page.getByRole("radio").first(),
    act: async (page, target) => {
      await target.tap();
      await page.getByRole("button", { name: "Next", exact: true }).tap();
    },
    probe: () => document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow") ?? "",
    effect: () =>
      window.__bench?.hold(
        document.querySelector('[role="progressbar"]')?.getAttribute("aria-valuenow") === "2",
      ) ?? false,
  }),
  defineCheck({
    route: "/game-experiences",
    control: "search “q”",
    viewport: "1280",
    input: "keys",
    target: (page) => page.getByLabel("Search", { exact: true }),
    act: typeQ,
    probe: () => document.getElementById("library-count")?.textContent ?? "",
    effect: (before) =>
      window.__bench?.hold((document.getElementById("library-count")?.textContent ?? before) !== before) ??
      false,
  }),
  defineCheck({
    route: "/help-center",
    control: "search “q”",
    viewport: "1280",
    input: "keys",
    target: (page) => page.getByLabel("Search the help center"),
    act: typeQ,
    probe: () => document.querySelector("[data-results-count]")?.textContent ?? "",
    effect: (before) =>
      window.__bench?.hold(
        (document.querySelector("[data-results-count]")?.textContent ?? before) !== before,
      ) ?? false,
  }),
  carouselCheck("games carousel, next", "375", "touch", "Next slide"),
  carouselCheck("games carousel, previous", "1280", "mouse", "Previous slide"),
  // The banner's call: "Book Your Event" is a link to the activities (issue 38), the call opens the dialog.
  dialogCheck("/", "“Book a 15-minute call” dialog", "1280", "mouse", (page) =>
    page.locator("body > header").getByRole("link", { name: /^Book a 15-minute call/ }),
  ),
  dialogCheck("/activities", "voucher “Claim” dialog", "1280", "mouse", (page) =>
    page.getByRole("link", { name: "Claim My Free Upgrade" }),
  ),
  dialogCheck("/virtual-team-building-events", "“Free Toolkit” dialog", "375", "touch", (page) =>
    page.getByRole("link", { name: "Free Toolkit", exact: true }),
  ),
  defineCheck({
    route: "/contact",
    control: "empty form sent → field messages",
    viewport: "1280",
    input: "mouse",
    target: (page) => page.getByRole("button", { name: "Send Message" }),
    act: (_page, target) => target.click(),
    probe: () => location.pathname,
    effect: (before) => {
      const form = document.querySelector('form[aria-label="Contact form"]');
      const message = form?.querySelector('[aria-invalid="true"]')?.getAttribute("aria-describedby");
      const shown = message
        ?.split(" ")
        .some((id) => id.endsWith("-error") && document.getElementById(id)?.checkVisibility());
      return window.__bench?.hold(location.pathname === before && shown === true) ?? false;
    },
  }),
];
