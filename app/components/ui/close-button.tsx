import type { Ref } from "react";

/** A button that says "Close" and tells a screen reader what it closes (`closes`). */
export function CloseButton({
  closes,
  onClick,
  className,
  ref,
}: {
  closes: string;
  onClick: () => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" onClick={onClick} className={className}>
      Close<span className="sr-only">{` ${closes}`}</span>
    </button>
  );
}
