/** Display helpers of Detailed Analytics. */

/** 1.5 -> '1.5', 2 -> '2', 0.333 -> '0.33'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
}

/** 72.456 -> '72.46%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** A result's date on this device: 'Nov 2, 2026'. */
export function shortDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));
}

/** A result's date and time on this device: 'Nov 2, 2026, 10:00 AM'. */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
