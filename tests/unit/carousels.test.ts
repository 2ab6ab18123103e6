import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { GameCarousel } from "~/components/ui/game-carousel";
import { HeroCarousel } from "~/components/ui/hero-carousel";
import { eventScenes, gameSlides } from "~/content/home";

describe("HeroCarousel", () => {
  it("renders nothing without images", () => {
    expect(renderToStaticMarkup(createElement(HeroCarousel, { images: [], label: "Moments" }))).toBe("");
  });

  it("shows a single image without any controls", () => {
    const html = renderToStaticMarkup(
      createElement(HeroCarousel, { images: eventScenes.slice(0, 1), label: "Moments" }),
    );
    expect(html).toContain(eventScenes[0]?.src);
    expect(html).not.toMatch(/Next image|Previous image|data-dot|data-carousel-toggle/);
  });

  it("shows previous, next, a pause control and one dot per image for several", () => {
    const html = renderToStaticMarkup(createElement(HeroCarousel, { images: eventScenes, label: "Moments" }));
    expect(html).toContain("Next image");
    expect(html).toContain("Previous image");
    expect(html).toContain("data-carousel-toggle");
    expect(html.match(/data-dot=/g)).toHaveLength(eventScenes.length);
    // As the server draws it (before hydration the slideshow cannot move): only the first scene,
    // eager, at its own size (no layout shift) and described; each other slide keeps its place.
    expect(html.match(/<img[^>]*>/g)).toHaveLength(1);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html).toMatch(/<img[^>]*src="\/images\/scenes\/[a-z-]+\.svg"[^>]*width="1200" height="750"/);
    expect(html).toContain(`alt="${eventScenes[0]?.alt.replace(/'/g, "&#x27;")}"`);
    expect(html.match(/<span class="block aspect-\[8\/5\] w-full bg-ink"><\/span>/g)).toHaveLength(
      eventScenes.length - 1,
    );
  });
});

describe("GameCarousel", () => {
  it("draws the pictures of the slides a screen shows at first, lazily, and keeps the others' places", () => {
    const html = renderToStaticMarkup(createElement(GameCarousel, { slides: gameSlides, label: "Games" }));
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(10);
    expect(html.match(/<figcaption/g)).toHaveLength(10);
    // One slide on a phone, two from 640 px, three from 1024 px: the second and third pictures
    // are a blank pixel on the screens that do not show them.
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
    expect(html.match(/width="800" height="500"/g)).toHaveLength(3);
    for (const slide of gameSlides.slice(0, 3)) expect(html).toContain(`src="${slide.src}"`);
    expect(html).toContain('<source media="not all and (min-width: 40rem)"');
    expect(html).toContain('<source media="not all and (min-width: 64rem)"');
    expect(html.match(/<span class="block aspect-\[8\/5\] w-full bg-slate-100"><\/span>/g)).toHaveLength(7);
  });

  it("disables previous and next when every slide is already in view", () => {
    const html = renderToStaticMarkup(
      createElement(GameCarousel, { slides: gameSlides.slice(0, 1), label: "Games" }),
    );
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
    expect(renderToStaticMarkup(createElement(GameCarousel, { slides: [], label: "Games" }))).toBe("");
  });
});
