import type { Translate } from '../../../lib/i18n/translate.ts';

/** The countdown as the timer shows it: m:ss, or h:mm:ss from an hour. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${String(m).padStart(2, '0')}:${ss}`;
}

/** The time left in words, for screen readers: "1 hour 5 minutes", "2 minutes 30 seconds", "10 seconds". */
export function spokenDuration(totalSeconds: number, t: Translate): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (h > 0) parts.push(t('testTaking.hours', { count: h }));
  if (m > 0) parts.push(t('testTaking.minutes', { count: m }));
  if (s > 0 || parts.length === 0) parts.push(t('testTaking.seconds', { count: s }));
  return parts.join(' ');
}

/** Every this many seconds the time left is announced; then at the last minute, 30 s and 10 s. */
const ANNOUNCE_EVERY_SECONDS = 300;
const FINAL_ANNOUNCEMENTS = [60, 30, 10] as const;

/**
 * The moment the timer passed, going from `previous` to `current` seconds left, that deserves an announcement
 * (every 5 minutes, then 1 minute, 30 s and 10 s), or null. A throttled tab may skip seconds: whatever was
 * passed counts, and the latest such moment wins.
 */
export function announcementPoint(previous: number, current: number): number | null {
  if (current >= previous || current <= 0) return null;
  const passed = (t: number) => current <= t && t < previous;
  const final = FINAL_ANNOUNCEMENTS.filter(passed);
  const step = Math.ceil(current / ANNOUNCE_EVERY_SECONDS) * ANNOUNCE_EVERY_SECONDS;
  const candidates = [...final, ...(passed(step) ? [step] : [])];
  return candidates.length > 0 ? Math.min(...candidates) : null;
}

/** Below this the timer turns amber, and below the last minute red. */
export const LOW_TIME_SECONDS = 300;
export const CRITICAL_TIME_SECONDS = 60;
