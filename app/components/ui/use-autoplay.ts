import { useCallback, useEffect, useState } from "react";

/**
 * Auto-advance for carousels, with the accessibility rules every carousel of the site follows:
 * a visible pause control (`playing`/`toggle`), a stop while the pointer is over the carousel
 * or focus is inside it, and a paused start when the visitor prefers reduced motion.
 */
export function useAutoplay({
  count,
  interval,
  advance,
  index,
}: {
  count: number;
  interval: number;
  advance: () => void;
  /** Restart the timer whenever the slide changes, so a manual move gets a full interval. */
  index: number;
}) {
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  const running = playing && !hovered && !focused && count > 1;

  // biome-ignore lint/correctness/useExhaustiveDependencies: index restarts the timer after a manual move
  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, interval);
    return () => window.clearTimeout(timer);
  }, [running, advance, interval, index]);

  const toggle = useCallback(() => setPlaying((value) => !value), []);

  /** Spread on the carousel's outer element. */
  const hoverFocusHandlers = {
    onPointerEnter: () => setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: React.FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { playing, running, toggle, hoverFocusHandlers };
}
