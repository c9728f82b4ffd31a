/** Display helpers of the dashboard (numbers and dates shared by every screen are in lib/format.ts). */

/** SPEC §2: trend labels in short month-and-day form: '2026-03-11' -> 'Mar 11'. */
export function shortDay(isoDay: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDay}T00:00:00Z`),
  );
}
