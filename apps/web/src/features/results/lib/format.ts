/** Display helpers of the result page. */

/** 72.456 -> '72.46%' (two decimals at most). */
export function formatPercent(value: number): string {
  return `${formatNumber(value)}%`;
}

/** 1.5 -> '1.5', -0.66 -> '-0.66'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
}

/** A mark with its sign: 2 -> '+2', -0.66 -> '-0.66', 0 -> '0'. */
export function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

/** SPEC §2 time tab: total time as minutes and seconds, 252 -> '4m 12s'. */
export function minutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** A date and time on this device: 'Mar 11, 2026, 9:30 AM'. */
export function dateTime(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The letter of an option: 0 -> 'A'. */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
