import { describe, expect, it } from "vitest";
import {
  type EventEntry,
  effectDelay,
  type InteractionResult,
  interactionMisses,
  interactionRow,
  longestInteraction,
} from "../../scripts/lib/interaction-results.ts";

const entry = (duration: number, interactionId: number, name = "click"): EventEntry => ({
  name,
  startTime: 1000,
  duration,
  processingStart: 1010,
  processingEnd: 1020,
  interactionId,
});

const result = (overrides: Partial<InteractionResult>): InteractionResult => ({
  route: "/pricing",
  control: "calculator",
  input: "1280 keys",
  status: "ok",
  inpMs: 120,
  interactions: 3,
  effectMs: 80,
  events: [],
  ...overrides,
});

describe("the interaction benchmark's figures (npm run audit)", () => {
  it("takes INP as the longest entry of a real interaction, ignoring hovers and moves", () => {
    expect(longestInteraction([entry(48, 7), entry(232, 0, "pointerover"), entry(104, 9)])).toBe(104);
    expect(longestInteraction([entry(300, 0, "pointermove")])).toBeNull();
    expect(longestInteraction([])).toBeNull();
  });

  it("times the effect from the last input at or before it", () => {
    expect(effectDelay([100, 250, 400], 380)).toBe(130);
    expect(effectDelay([100, 250], 250)).toBe(0);
    expect(effectDelay([500], 380)).toBeNull();
  });

  it("names every miss: lost, navigated, slow input, slow effect, failed", () => {
    expect(interactionMisses(result({}))).toEqual([]);
    expect(interactionMisses(result({ inpMs: 200, effectMs: 1000 }))).toEqual([]);
    expect(interactionMisses(result({ inpMs: 216, effectMs: 1200 }))).toEqual([
      "/pricing calculator (1280 keys): INP 216 ms (target ≤ 200)",
      "/pricing calculator (1280 keys): effect after 1200 ms (target ≤ 1000)",
    ]);
    expect(
      interactionMisses(
        result({ status: "lost", effectMs: null, error: "nothing visible 5 s after the input" }),
      ),
    ).toEqual(["/pricing calculator (1280 keys): lost: no effect (nothing visible 5 s after the input)"]);
    expect(
      interactionMisses(result({ status: "lost", inpMs: null, effectMs: null, navigatedTo: "/book/intro" })),
    ).toEqual(["/pricing calculator (1280 keys): lost: the page navigated to /book/intro instead"]);
    expect(interactionMisses(result({ status: "error", error: "locator timed out" }))).toEqual([
      "/pricing calculator (1280 keys): failed: locator timed out",
    ]);
  });

  it("prints “< 16” for a counted interaction no entry reached the threshold for", () => {
    expect(interactionRow(result({ inpMs: null, interactions: 1 }))).toEqual([
      "/pricing",
      "calculator",
      "1280 keys",
      "< 16",
      "80",
      "ok",
    ]);
    expect(
      interactionRow(
        result({
          status: "lost",
          inpMs: null,
          interactions: null,
          effectMs: null,
          navigatedTo: "/quiz?step=2",
        }),
      ).slice(3),
    ).toEqual(["–", "–", "lost (navigated)"]);
  });
});
