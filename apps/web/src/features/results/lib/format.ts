/** Display helpers of the result page (numbers and dates shared by every screen are in lib/format.ts). */
import { formatNumber } from '../../../lib/format.ts';

/** A mark with its sign: 2 -> '+2', -0.66 -> '-0.66', 0 -> '0'. */
export function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

/** SPEC §2 time tab: total time as minutes and seconds, 252 -> '4m 12s'. */
export function minutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}
