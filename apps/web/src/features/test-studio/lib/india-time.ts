/**
 * Issue 17 point 3: a test's window is entered and shown in India time (Asia/Kolkata, UTC+05:30 all year, no
 * daylight saving), whatever the browser's own zone; the server stores instants.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An instant (ISO) as a datetime-local input's value in India time ('2026-11-29T10:00'); '' for null. */
export function toIndiaInput(iso: string | null): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(ms + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as India time, as an ISO instant with its offset; null for ''. */
export function fromIndiaInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  return `${value}:00+05:30`;
}

/** An instant shown in India time, in the interface's language ('29 Nov 2026, 10:00 am'). */
export function formatIndia(iso: string, locale: string): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  return `${new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso))} IST`;
}
