import type { ComponentPropsWithRef } from "react";
import { preload } from "react-dom";

interface ImageProps extends Omit<ComponentPropsWithRef<"img">, "alt" | "width" | "height" | "loading"> {
  src: string;
  /** Required: describe the picture, or pass "" for a purely decorative one. */
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once with high priority. Everything else waits until it is near. */
  priority?: boolean;
  /**
   * The screens that show the picture, as a media query ("(max-width: 63.98rem)"): other screens
   * get a blank pixel instead (a `<picture>` source), so they fetch nothing even when it is
   * `priority`, and a priority picture is preloaded for these screens only.
   */
  media?: string;
}

/** A 1 × 1 transparent GIF: what a picture shows on the screens that do not show it. */
const blankImage = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";

/**
 * The one image element of the site. Width and height are always set so the browser reserves
 * the space (no layout shift); images below the fold load lazily. Our artwork is SVG, the
 * modern format that stays sharp at every size, so no srcset is needed.
 */
export function Image({ src, alt, width, height, priority = false, media, ...rest }: ImageProps) {
  // The hero image is the page's largest paint: ask for it from the head, beside the style
  // sheet, so it is there for the first paint instead of waiting for the body to be parsed.
  if (priority) preload(src, { as: "image", fetchPriority: "high", ...(media ? { media } : {}) });
  const image = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...rest}
    />
  );
  if (!media) return image;
  return (
    <picture>
      <source media={`not all and ${media}`} srcSet={blankImage} />
      {image}
    </picture>
  );
}
