import { describe, expect, it } from "vitest";
import { site } from "~/config/site";
import { claims, facts, surveys } from "~/content/facts";
import { answerPeriod, ratingClaims, type SiteRating } from "~/content/rating-claims";
import { commentAuthor, surveyMessages } from "~/domain/survey";
import { parseSurveyAnswer } from "~/domain/survey-answer";

/**
 * The rating the pages state (issue 42, point 4): the sourced figure, saying it was collected
 * before the site's own survey, until `site.surveys.minimumAnswers` answers exist; then the
 * computed one with its count and months. And the survey's answer rules and quoted byline.
 */

const answers = (count: number): SiteRating => ({
  count,
  average: 4.66,
  satisfiedPercent: 91,
  first: "2027-03-22T16:00:00.000Z",
  last: "2027-05-03T09:00:00.000Z",
});

describe("the rating as the pages state it", () => {
  it("is the sourced figure, saying where it comes from, until enough answers exist", () => {
    expect(site.surveys.minimumAnswers).toBe(30);
    for (const rating of [null, answers(0), answers(site.surveys.minimumAnswers - 1)]) {
      const stated = ratingClaims(rating);
      expect(stated.source).toBe("sourced");
      expect(stated.short).toBe(`${facts.rating.average}/5`);
      expect(stated.full).toBe(claims.rating);
      expect(stated.full).toContain("collected before this site's own survey");
      expect(stated.basis).toContain(`${surveys.responses} post-event surveys, ${surveys.period}`);
      expect(stated.satisfaction).toContain(surveys.collected);
    }
  });

  it("is the computed figure, with its count and months, from the threshold on", () => {
    const stated = ratingClaims(answers(site.surveys.minimumAnswers));
    expect(stated).toMatchObject({
      source: "computed",
      short: "4.7/5",
      full: "4.7/5 from 30 answers to our post-event survey, March 2027 – May 2027",
      label: "average rating, 30 answers to our post-event survey (March 2027 – May 2027)",
    });
    expect(stated.satisfaction).toBe(
      "91% of 30 answers to our post-event survey rated their event 4 or 5 out of 5 (March 2027 – May 2027)",
    );
    expect(stated.full).not.toContain(String(surveys.responses));
    expect(answerPeriod("2027-03-01T00:00:00Z", "2027-03-30T00:00:00Z")).toBe("March 2027");
  });
});

describe("the survey's answer", () => {
  it("takes a whole rating from 1 to 5, and names the field it refuses", () => {
    expect(parseSurveyAnswer({ rating: "4", comment: "  ", consent: "on" })).toEqual({
      ok: true,
      answer: { rating: 4, comment: null, consent: true },
    });
    for (const rating of ["0", "6", "3.5", "abc", "", null, "-1", "1e0"]) {
      const parsed = parseSurveyAnswer({ rating, comment: null, consent: null });
      expect(parsed.ok, String(rating)).toBe(false);
      if (!parsed.ok) {
        expect(parsed.field).toBe("rating");
        expect(parsed.error).toBe(surveyMessages.rating);
      }
    }
    const long = parseSurveyAnswer({ rating: "5", comment: "x".repeat(1001), consent: null });
    expect(long.ok ? null : long.fieldErrors.comment).toBe("Comment must be at most 1000 characters");
    const control = parseSurveyAnswer({ rating: "5", comment: "bell\u0007", consent: null });
    expect(control.ok ? null : control.error).toMatch(/^Comment: Remove the invisible control characters/);
  });

  it("quotes its author by first name and company initial only", () => {
    expect(commentAuthor("Dana Lovelace", "Acme Robotics")).toBe("Dana · A.");
    expect(commentAuthor("  dana  ", "initech")).toBe("dana · I.");
    expect(commentAuthor("Dana", "")).toBe("Dana");
    expect(commentAuthor("https://spam.example now", "Acme")).toBe("A verified attendee");
  });
});
