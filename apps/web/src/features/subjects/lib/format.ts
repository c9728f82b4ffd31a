/** Display helpers of the subject page. */

/** 1.5 -> '1.5', 62.5 -> '62.5'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals }).format(value);
}

/** 55.56 -> '55.56%'. */
export const formatPercent = (value: number) => `${formatNumber(value)}%`;

/** Seconds with one decimal at most: 29.1 -> '29.1 s'. */
export const formatSeconds = (value: number) => `${formatNumber(value, 1)} s`;

/** A date on this device: 'Nov 2, 2026'. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date(iso));
}

/** 'Missed 3 of 4 times', 'Missed 1 of 1 time'. */
export const missedLabel = (wrong: number, seen: number) =>
  `Missed ${wrong} of ${seen} ${seen === 1 ? 'time' : 'times'}`;

/** How an average stands against its target: '12.5 s over target', '3 s under target', 'On target'. */
export function againstTarget(average: number, target: number): string {
  const difference = Math.round((average - target) * 10) / 10;
  if (difference === 0) return 'On target';
  return `${formatSeconds(Math.abs(difference))} ${difference > 0 ? 'over' : 'under'} target`;
}
