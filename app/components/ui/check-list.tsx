/** A list whose items each start with a check mark, hidden from screen readers. */
export function CheckList({
  items,
  className,
  itemClassName,
  checkClassName,
}: {
  items: readonly string[];
  className: string;
  itemClassName: string;
  /** The mark's colour. */
  checkClassName: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={itemClassName}>
          <span aria-hidden="true" className={`font-bold ${checkClassName}`}>
            ✓
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
