/** Display helpers of the dashboard: numbers as the cards and charts show them. */

/** 72.456 -> '72.46%' (two decimals at most, no trailing zeros). */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** 1.5 -> '1.5', 2 -> '2', 0.333 -> '0.33'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
}

/** SPEC §2: trend labels in short month-and-day form: '2026-03-11' -> 'Mar 11'. */
export function shortDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}

/** A test's date and time on this device: 'Mar 11, 2026, 9:30 AM'. */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;
