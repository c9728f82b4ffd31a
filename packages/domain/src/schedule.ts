/**
 * Issue 17 points 3 and 4, the student's side: when a test may be started and how often. Pure rules over a test's
 * schedule, shared by the server's catalogue (what the list and detail tell), the start of an attempt (what it
 * refuses) and the web (which start it offers).
 *
 * The window is half-open, to the second: a test is open from `opensAt` itself up to, not including,
 * `closesAt` (a test set 10:00–11:00 starts at 10:00:00 and no longer at 11:00:00). An attempt started before
 * the close runs to its own deadline.
 */
export type WindowState = 'upcoming' | 'open' | 'closed';

/** A test's window: instants, null for an open end. */
export interface Schedule {
  opensAt: Date | null;
  closesAt: Date | null;
}

export function windowState(test: Schedule, now: Date): WindowState {
  const t = now.getTime();
  if (test.opensAt && t < test.opensAt.getTime()) return 'upcoming';
  if (test.closesAt && t >= test.closesAt.getTime()) return 'closed';
  return 'open';
}

/** Whether the test is scheduled (has a window at either end). */
export const isScheduled = (test: Schedule) => test.opensAt !== null || test.closesAt !== null;

/**
 * Attempts allowed to one student: the test's own number, or by default unlimited (null) without a window and
 * one with a window; plus one per grant (attempt_grants) for that student. Null: unlimited.
 */
export function allowedAttempts(
  test: Schedule & { attemptsAllowed: number | null },
  granted: number,
): number | null {
  const base = test.attemptsAllowed ?? (isScheduled(test) ? 1 : null);
  return base === null ? null : base + granted;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India has one time zone, UTC+5:30, and no daylight saving. */
const IST_OFFSET_MS = 330 * 60_000;

/**
 * An instant in India time, as the server's messages write it: 'Sun, 29 Nov, 10:00 AM IST'. Computed from the
 * fixed offset, so the words never depend on the server's time zone or its ICU data.
 */
export function istText(instant: Date): string {
  const d = new Date(instant.getTime() + IST_OFFSET_MS);
  const hours = d.getUTCHours();
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}, ${h12}:${minutes} ${hours < 12 ? 'AM' : 'PM'} IST`;
}

/**
 * The deadline of an attempt started at `start`: the duration stretched by the accommodation, whole seconds. The
 * start computes the same in its insert (attempts repository), reading the accommodation in that statement.
 */
export function deadlineOf(start: Date, durationMinutes: number, extraTimePercent: number): Date {
  const seconds = Math.round(durationMinutes * 60 * (1 + extraTimePercent / 100));
  return new Date(start.getTime() + seconds * 1000);
}
