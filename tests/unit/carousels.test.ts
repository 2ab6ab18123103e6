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
    // Every scene at its own size (no layout shift) and described; the first one eager (the
    // page's largest paint), the others lazy, fetched as the slideshow brings them in.
    expect(html.match(/<img[^>]*>/g)).toHaveLength(eventScenes.length);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(eventScenes.length - 1);
    expect(html.match(/width="1200" height="750"/g)).toHaveLength(eventScenes.length);
    expect(html).toContain(`alt="${eventScenes[0]?.alt.replace(/'/g, "&#x27;")}"`);
  });
});

describe("GameCarousel", () => {
  it("draws every slide's picture, lazily, at its own size", () => {
    const html = renderToStaticMarkup(createElement(GameCarousel, { slides: gameSlides, label: "Games" }));
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(10);
    expect(html.match(/<figcaption/g)).toHaveLength(10);
    expect(html.match(/loading="lazy"/g)).toHaveLength(10);
    expect(html.match(/width="800" height="500"/g)).toHaveLength(10);
    for (const slide of gameSlides) expect(html).toContain(`src="${slide.src}"`);
  });

  it("disables previous and next when every slide is already in view", () => {
    const html = renderToStaticMarkup(
      createElement(GameCarousel, { slides: gameSlides.slice(0, 1), label: "Games" }),
    );
    expect(html.match(/<button[^>]*disabled=""/g)).toHaveLength(2);
    expect(renderToStaticMarkup(createElement(GameCarousel, { slides: [], label: "Games" }))).toBe("");
  });
});
