import { AI_MESSAGES } from '@aspirant/contract/ai-messages.ts';
import { ATTEMPT_MESSAGES } from '@aspirant/contract/attempts.ts';
import { QUOTA_MESSAGES, type QuotaWait } from '@aspirant/contract/auth-messages.ts';
import { INPUT_MESSAGES } from '@aspirant/contract/input.ts';
import { INSIGHT_MESSAGES } from '@aspirant/contract/insights.ts';
import type { MessageKey } from './catalogue.ts';
import { serverPagesMessages } from './messages/server-pages.ts';

// Issue 15 point 9: the server's messages with figures of their own, read back into the interface language. A
// chunk fetched with the `serverPages` English only when the interface turns Hindi (lib/i18n/server-text.ts).

export { serverPagesMessages };

// Untyped `t` for keys chosen at run time; each call below passes the parameters its key's text names.
export type LooseTranslate = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The whole numbers a message mentions, for templates with one figure. */
function figures(message: string): number[] {
  return [...message.matchAll(/\d+/g)].map((m) => Number(m[0]));
}

const UNIT_SECONDS = { second: 1, minute: 60, hour: 3600 } as const;
type Unit = keyof typeof UNIT_SECONDS;
const WAIT_KEYS = {
  second: 'serverPages.waitSeconds',
  minute: 'serverPages.waitMinutes',
  hour: 'serverPages.waitHours',
} as const satisfies Record<Unit, MessageKey>;

const QUOTA_KEYS = {
  insights: 'serverPages.quotaInsights',
  studyPlan: 'serverPages.quotaStudyPlan',
  photo: 'serverPages.quotaPhoto',
  attemptStarts: 'serverPages.quotaAttemptStarts',
} as const satisfies Record<keyof typeof QUOTA_MESSAGES, MessageKey>;

// The parts QUOTA_MESSAGES (contract/auth-messages.ts) writes: how often, the window and the wait.
const QUOTA_PATTERN =
  /^You can .*? (?:once|twice|(\d+) times?|(\d+) tests?) (an hour|a day|every (\d+) (second|minute|hour)s?)\. Try again in (\d+) (second|minute|hour)s?\./;

/** A quota's message read back into its figures; only a reading the contract writes the same way counts. */
function readQuota(
  message: string,
): { kind: keyof typeof QUOTA_MESSAGES; wait: QuotaWait; unit: Unit } | null {
  const match = QUOTA_PATTERN.exec(message);
  if (!match) return null;
  const [, times, tests, window, everyN, everyUnit, waitN, waitUnit] = match;
  const windowSeconds =
    window === 'an hour'
      ? 3600
      : window === 'a day'
        ? 86_400
        : Number(everyN) * UNIT_SECONDS[everyUnit as Unit];
  const retryAfterSeconds = Number(waitN) * UNIT_SECONDS[waitUnit as Unit];
  const countText = times ?? tests;
  const candidates = countText ? [Number(countText)] : [1, 2];
  for (const kind of Object.keys(QUOTA_MESSAGES) as (keyof typeof QUOTA_MESSAGES)[]) {
    for (const max of candidates) {
      const wait = { max, windowSeconds, retryAfterSeconds };
      if (QUOTA_MESSAGES[kind](wait) === message) return { kind, wait, unit: waitUnit as Unit };
    }
  }
  return null;
}

/** A wait in the interface language, in the unit the server chose ('45 मिनट'). */
function waitWords(t: LooseTranslate, seconds: number, unit: Unit): string {
  return t(WAIT_KEYS[unit], { count: seconds / UNIT_SECONDS[unit] });
}

function quotaText(t: LooseTranslate, kind: keyof typeof QUOTA_MESSAGES, q: QuotaWait, unit: Unit): string {
  const times =
    q.max === 1
      ? t('serverPages.timesOnce')
      : q.max === 2
        ? t('serverPages.timesTwice')
        : t('serverPages.timesMany', { count: q.max });
  let window: string;
  if (q.windowSeconds === 3600) window = t('serverPages.windowHour');
  else if (q.windowSeconds === 86_400) window = t('serverPages.windowDay');
  else {
    const windowUnit: Unit = q.windowSeconds < 60 ? 'second' : q.windowSeconds < 2 * 3600 ? 'minute' : 'hour';
    window = t('serverPages.windowEvery', { wait: waitWords(t, q.windowSeconds, windowUnit) });
  }
  const wait = waitWords(t, q.retryAfterSeconds, unit);
  return kind === 'attemptStarts'
    ? t(QUOTA_KEYS[kind], { count: q.max, window, wait })
    : t(QUOTA_KEYS[kind], { times, window, wait });
}

/** A RegExp for a contract template of one text argument, built from the template itself. */
function textTemplate(fill: (value: string) => string): RegExp {
  const marker = '\u0001';
  const escapeRegExp = (part: string) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${fill(marker).split(marker).map(escapeRegExp).join('(.+?)')}$`);
}

const TEXT_TEMPLATES: readonly [(value: string) => string, RegExp, MessageKey, string][] = [
  // Issue 17: the moment stays as the server wrote it, in India time ('Sun, 29 Nov, 10:00 AM IST').
  [
    ATTEMPT_MESSAGES.notOpenYet,
    textTemplate(ATTEMPT_MESSAGES.notOpenYet),
    'serverPages.attemptNotOpenYet',
    'when',
  ],
  [ATTEMPT_MESSAGES.closed, textTemplate(ATTEMPT_MESSAGES.closed), 'serverPages.attemptClosed', 'when'],
  [
    INPUT_MESSAGES.unstorableField,
    textTemplate(INPUT_MESSAGES.unstorableField),
    'serverPages.unstorableField',
    'field',
  ],
  [
    INPUT_MESSAGES.unstorableFieldName,
    textTemplate(INPUT_MESSAGES.unstorableFieldName),
    'serverPages.unstorableFieldName',
    'where',
  ],
];

const pagesPatterns = new Map<string, { pattern: RegExp; names: string[] }>();

/**
 * A `serverPages` text with placeholders read as a pattern (the profile's templates, whose English is the
 * contract's function filled with the placeholders): the parameters of a message it matches, or null.
 */
function readPagesTemplate(key: string, template: string, message: string): Record<string, string> | null {
  let entry = pagesPatterns.get(key);
  if (!entry) {
    const names: string[] = [];
    const source = template
      .split(/\{(\w+)\}/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    entry = { pattern: new RegExp(`^${source}$`), names };
    pagesPatterns.set(key, entry);
  }
  const match = entry.pattern.exec(message);
  if (!match) return null;
  return Object.fromEntries(entry.names.map((name, i) => [name, match[i + 1]!]));
}

/** Templates with one figure: the contract's function, the key, and the figure's parameter name. */
const FIGURE_TEMPLATES: readonly [(value: number) => string, MessageKey, string][] = [
  [AI_MESSAGES.dailyQuota, 'serverPages.aiDailyQuota', 'limit'],
  // The message names the last option's index, one less than the question's options.
  [(last) => ATTEMPT_MESSAGES.answerOutOfRange(last + 1), 'serverPages.attemptAnswerOutOfRange', 'last'],
  [ATTEMPT_MESSAGES.noAttemptsLeft, 'serverPages.attemptNoAttemptsLeft', 'count'],
  [INSIGHT_MESSAGES.inProgress, 'serverPages.insightInProgress', 'count'],
];

/**
 * The message in the language of `t` when it is one of the templates (a quota, the assistant's daily limit, a
 * field that cannot be stored, the profile's templates), else null.
 */
export function templateText(message: string, loose: LooseTranslate): string | null {
  const quota = readQuota(message);
  if (quota) return quotaText(loose, quota.kind, quota.wait, quota.unit);
  for (const [fill, key, name] of FIGURE_TEMPLATES) {
    const value = figures(message).find((n) => fill(n) === message);
    if (value !== undefined) return loose(key, { [name]: value });
  }
  for (const [fill, pattern, key, name] of TEXT_TEMPLATES) {
    const value = pattern.exec(message)?.[1];
    if (value !== undefined && fill(value) === message) return loose(key, { [name]: value });
  }
  for (const [key, template] of Object.entries(serverPagesMessages)) {
    // The quotas' and their pieces' templates are read above, from the contract's functions; the profile's and
    // the composer's (issue 17) are read from their English.
    if (typeof template !== 'string' || !/^(profile|studio|insight)/.test(key) || !template.includes('{'))
      continue;
    const params = readPagesTemplate(key, template, message);
    if (params) return loose(`serverPages.${key}` as MessageKey, params);
  }
  return null;
}
