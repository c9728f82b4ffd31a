/** How the app writes numbers, percentages, durations and dates: every screen formats through these. */

import { nounFor } from '@aspirant/domain/words.ts';

// Month and weekday names are spelled here rather than by Intl, whose English locales disagree ('Sep' in
// en-US, 'Sept' in en-GB and en-IN): a date reads the same on every screen. Hindi names are Intl's hi-IN ones.
const MONTH_NAMES = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जन॰', 'फ़र॰', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुल॰', 'अग॰', 'सित॰', 'अक्तू॰', 'नव॰', 'दिस॰'],
} as const;
const WEEKDAY_NAMES = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  hi: ['रवि', 'सोम', 'मंगल', 'बुध', 'गुरु', 'शुक्र', 'शनि'],
} as const;

// Issue 15 point 9: numbers and dates in the Indian format of the interface language (1,00,000; 25 Nov 2026).
// Digits stay 0-9 in Hindi too, as Indian exam platforms write them.
let formatLanguage: 'en' | 'hi' = 'en';
let numberLocale: 'en-IN' | 'hi-IN' = 'en-IN';

/** Called by the interface language (lib/i18n/language.ts) when it changes. */
export function setFormatLanguage(language: 'en' | 'hi'): void {
  formatLanguage = language;
  numberLocale = language === 'hi' ? 'hi-IN' : 'en-IN';
}

/** 1.5 -> '1.5', 2 -> '2', 0.333 -> '0.33', -0.66 -> '-0.66'. */
export function formatNumber(value: number, maxDecimals = 2): string {
  return new Intl.NumberFormat(numberLocale, { maximumFractionDigits: maxDecimals }).format(value);
}

/** 72.456 -> '72.46%' (two decimals at most, no trailing zeros; `maxDecimals` for fewer). */
export function formatPercent(value: number, maxDecimals = 2): string {
  return `${formatNumber(value, maxDecimals)}%`;
}

/** A percentage, or a dash when there is none. */
export const percentOrDash = (value: number | null) => (value === null ? '—' : formatPercent(value));

/** A mark with its sign: 2 -> '+2', -0.66 -> '-0.66', 0 -> '0'. */
export function signed(value: number): string {
  return value > 0 ? `+${formatNumber(value)}` : formatNumber(value);
}

/** Seconds with one decimal at most: 29.1 -> '29.1 s'. */
export const formatSeconds = (value: number) => `${formatNumber(value, 1)} s`;

/** Seconds, or a dash when there are none: 27.78 -> '27.8 s'. */
export const secondsOrDash = (value: number | null) => (value === null ? '—' : formatSeconds(value));

/** A duration as minutes and seconds: 252 -> '4m 12s'. */
export function minutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}m ${seconds % 60}s`;
}

/** A date on this device: '2 Nov 2026' (Indian order). */
export function mediumDate(iso: string): string {
  return dayMonthYear(localDay(iso));
}

/** A date and time on this device: '11 Mar 2026, 9:30 am'. */
export function dateTime(iso: string): string {
  const time = new Intl.DateTimeFormat(numberLocale, { hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );
  return `${mediumDate(iso)}, ${time}`;
}

/** A moment's time of day in India, where exams are scheduled: '10:00 am' (issue 17). */
export function indiaTime(iso: string): string {
  return new Intl.DateTimeFormat(numberLocale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(iso));
}

/** How long ago a moment was, in words of the interface language: '5 minutes ago', 'yesterday'. */
export function timeAgo(iso: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(numberLocale, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The calendar day of a moment on this device: '2026-11-12'. */
export function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Writes a calendar day ('2026-11-12': no time zone moves it) with `write`; anything that is not a day comes
 * back as it is.
 */
function calendarDay(
  day: string,
  write: (parts: { date: number; month: string; year: number; weekday: string }) => string,
): string {
  const at = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return write({
    date: at.getUTCDate(),
    month: MONTH_NAMES[formatLanguage][at.getUTCMonth()]!,
    year: at.getUTCFullYear(),
    weekday: WEEKDAY_NAMES[formatLanguage][at.getUTCDay()]!,
  });
}

/** '2026-03-11' -> 'Mar 11' (the dashboard's trend, SPEC §2). */
export const monthDay = (day: string) => calendarDay(day, (d) => `${d.month} ${d.date}`);

/** '2026-11-12' -> '12 Nov'. */
export const dayMonth = (day: string) => calendarDay(day, (d) => `${d.date} ${d.month}`);

/** '2026-11-12' -> '12 Nov 2026'; with '2-digit', '2026-07-01' -> '01 Jul 2026'. */
export const dayMonthYear = (day: string, digits: 'numeric' | '2-digit' = 'numeric') =>
  calendarDay(
    day,
    (d) => `${digits === '2-digit' ? String(d.date).padStart(2, '0') : d.date} ${d.month} ${d.year}`,
  );

/** '2026-11-23' -> 'Mon, 23 Nov'. */
export const weekdayDayMonth = (day: string) => calendarDay(day, (d) => `${d.weekday}, ${d.date} ${d.month}`);

/** The month of a calendar day: '2026-11-12' -> 'Nov'. */
export const monthName = (day: string) => calendarDay(day, (d) => d.month);

/**
 * A count with its noun, the one way every screen writes one (issue 15): plural(1, 'test') -> '1 test',
 * plural(2, 'test') -> '2 tests', plural(1.5, 'test') -> '1.5 tests', plural(2, 'analysis', 'analyses').
 */
export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatNumber(count)} ${nounFor(count, one, many)}`;

/** A count as a compound adjective, always singular: 3 -> '3-day' ('a 3-day streak'). */
export const countAdjective = (count: number, unit: string) => `${formatNumber(count)}-${unit}`;

/** 'a' or 'an' by the word's sound, and the word with it: withArticle('Environment') -> 'an Environment'. */
export { indefiniteArticle, withArticle } from '@aspirant/domain/words.ts';

/** 'easy' -> 'Easy'. */
export const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The letter of an option: 0 -> 'A', …, 5 -> 'F', as OPTION_LETTERS in the contract's question-bank.ts (not
 * imported: that module brings zod's schemas; practice.test.ts holds the two equal).
 */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

/** India has one time zone, UTC+5:30, and no daylight saving: a schedule reads the same on every device. */
const IST_OFFSET_MS = 330 * 60_000;
const DAY_PERIODS = { en: ['AM', 'PM'], hi: ['पूर्वाह्न', 'अपराह्न'] } as const;

/** The calendar day of a moment in India, on every device: '25 Nov 2026' (issue 18: when a result was regraded). */
export function indiaDate(iso: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  return dayMonthYear(new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10));
}

/**
 * A scheduled moment in India time (issue 17: windows are entered and shown in IST), as the test list says when
 * a test opens: 'Sun, 10:00 AM' within the coming week, 'Sun, 6 Dec, 10:00 AM' further away or in the past.
 */
export function istMoment(iso: string, now: number = Date.now()): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return iso;
  const d = new Date(at + IST_OFFSET_MS);
  const hours = d.getUTCHours();
  const time = `${hours % 12 === 0 ? 12 : hours % 12}:${String(d.getUTCMinutes()).padStart(2, '0')} ${DAY_PERIODS[formatLanguage][hours < 12 ? 0 : 1]}`;
  const weekday = WEEKDAY_NAMES[formatLanguage][d.getUTCDay()]!;
  const soon = at >= now && at - now < 6 * 86_400_000;
  return soon
    ? `${weekday}, ${time}`
    : `${weekday}, ${d.getUTCDate()} ${MONTH_NAMES[formatLanguage][d.getUTCMonth()]!}, ${time}`;
}
