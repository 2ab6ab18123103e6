/**
 * Numbers the way the site writes them in US English ("1,000", "$1,234", "$1,234.50"), without
 * `Intl`: a page's first `Intl` formatter loads ICU's number data, 15–25 ms on the browser's main
 * thread in one piece (docs/decisions/031-client-javascript.md), and these three fixed shapes need
 * none of it. Whole numbers within the safe-integer range take the short path; anything else
 * (fractions of a cent, -0, NaN, huge values) goes to `Intl.NumberFormat`, so the output is always
 * `Intl`'s own: `app/domain/money.test.ts` checks the short path against it.
 */

/** "-$1,234.50": the sign, `unit`, a non-negative safe integer grouped by three, `fraction`. */
function written(negative: boolean, unit: string, whole: number, fraction = ""): string {
  return `${negative ? "-" : ""}${unit}${String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}${fraction}`;
}

const isPlainInteger = (value: number) => Number.isSafeInteger(value) && !Object.is(value, -0);

let countFormat: Intl.NumberFormat | undefined;
let dollarFormat: Intl.NumberFormat | undefined;
let centFormat: Intl.NumberFormat | undefined;

/** "1,000": a count with thousands separators. */
export function formatCount(value: number): string {
  if (isPlainInteger(value)) return written(value < 0, "", Math.abs(value));
  countFormat ??= new Intl.NumberFormat("en-US");
  return countFormat.format(value);
}

/** "$1,234": whole dollars, rounded (-0 and a tiny negative print "$0"; not a number, "$0"). */
export function formatDollars(amount: number): string {
  // `|| 0` turns -0 into 0, so a tiny negative never prints "-$0".
  const whole = (Number.isFinite(amount) ? Math.round(amount) : 0) || 0;
  if (isPlainInteger(whole)) return written(whole < 0, "$", Math.abs(whole));
  dollarFormat ??= new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
  return dollarFormat.format(whole);
}

/** "$1,234.50": US dollars from cents. */
export function formatCents(cents: number): string {
  if (isPlainInteger(cents)) {
    const abs = Math.abs(cents);
    return written(cents < 0, "$", Math.floor(abs / 100), `.${String(abs % 100).padStart(2, "0")}`);
  }
  centFormat ??= new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
  return centFormat.format(cents / 100);
}
