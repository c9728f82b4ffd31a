const IST_OFFSET_MS = 330 * 60_000;

/** Today in India (UTC+5:30), as the server dates plans: YYYY-MM-DD. */
export function istToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mon, 23 Nov" for 2026-11-23 (a calendar day: no time zone involved). */
export function dayLabel(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** "5 of 21 done". */
export function progressText(done: number, total: number): string {
  return `${done} of ${total} done`;
}
