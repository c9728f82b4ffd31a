import type { Translate } from '../../../lib/i18n/translate.ts';

const IST_OFFSET_MS = 330 * 60_000;

/** Today in India (UTC+5:30), as the server dates plans: YYYY-MM-DD. */
export function istToday(now: number = Date.now()): string {
  return new Date(now + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "5 of 21 done". */
export function progressText(t: Translate, done: number, total: number): string {
  return t('studyPlan.progress', { done, total });
}
