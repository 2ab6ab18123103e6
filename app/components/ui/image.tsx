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
}

/**
 * The one image element of the site. Width and height are always set so the browser reserves
 * the space (no layout shift); images below the fold load lazily. Our artwork is SVG, the
 * modern format that stays sharp at every size, so no srcset is needed.
 */
export function Image({ src, alt, width, height, priority = false, ...rest }: ImageProps) {
  // The hero image is the page's largest paint: ask for it from the head, beside the style
  // sheet, so it is there for the first paint instead of waiting for the body to be parsed.
  if (priority) preload(src, { as: "image", fetchPriority: "high" });
  return (
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
}
