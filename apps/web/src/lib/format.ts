/** Display helpers shared by every screen: numbers, percentages, dates and words as the app shows them. */

/** 1.5 -> '1.5', 2 -> '2', 0.333 -> '0.33', -0.66 -> '-0.66'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
}

/** 72.456 -> '72.46%' (two decimals at most, no trailing zeros). */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** A percentage, or a dash when there is none. */
export const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

/** A date on this device: 'Nov 2, 2026'. */
export function mediumDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));
}

/** A date and time on this device: 'Mar 11, 2026, 9:30 AM'. */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** 1 -> '1 day', 2 -> '2 days'. */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

/** 'easy' -> 'Easy'. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The letter of an option: 0 -> 'A', 1 -> 'B', … */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
