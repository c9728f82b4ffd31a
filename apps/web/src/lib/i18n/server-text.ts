import { AI_MESSAGES } from '@aspirant/contract/ai-messages.ts';
import { MESSAGES, QUOTA_MESSAGES, type QuotaWait } from '@aspirant/contract/auth-messages.ts';
import { INPUT_MESSAGES } from '@aspirant/contract/input.ts';
import { loadedEnglish, type MessageKey } from './catalogue.ts';
import type { UiLanguage } from './define.ts';
import { createTranslate, type Translate } from './translate.ts';

/**
 * Issue 15 point 9: fixed messages the server sends (a contract's `*_MESSAGES`, exact English) and the
 * catalogue's key of each, so a feature shows them in the interface language.
 */
export type KnownServerMessages = ReadonlyMap<string, MessageKey>;

/**
 * The catalogue areas whose English is the server's own messages, taken from the contract's constants:
 * `serverMessages` (in the entry: what the signed-out screens may get) and `serverPages` (the other pages'
 * messages: a chunk of its own, fetched only when the interface turns Hindi, since English shows the server's text
 * as it is and its constants live in the contract's zod modules). Any server message equal to one of their texts
 * is shown through its key.
 */
type Area = Readonly<Record<string, unknown>>;
let pagesArea: Area | null = null;
let loadingPages: Promise<void> | null = null;

/** Fetches the `serverPages` English once (a failure, offline, may be tried again). */
export function loadServerPagesText(): Promise<void> {
  loadingPages ??= import('./messages/server-pages.ts').then(
    (module) => {
      pagesArea = module.serverPagesMessages;
    },
    (error: unknown) => {
      loadingPages = null;
      throw error;
    },
  );
  return loadingPages;
}

let appWide: Map<string, MessageKey> | null = null;
let builtFrom: (Area | undefined)[] = [];

/** English → key of every plain message of the server areas loaded so far (rebuilt when an area arrives). */
function appWideMap(): Map<string, MessageKey> {
  const areas: [string, Area | undefined][] = [
    ['serverMessages', loadedEnglish().serverMessages],
    ['serverPages', pagesArea ?? undefined],
  ];
  if (appWide && areas.every(([, area], i) => area === builtFrom[i])) return appWide;
  const map = new Map<string, MessageKey>();
  for (const [name, area] of areas) {
    for (const [key, text] of Object.entries(area ?? {})) {
      if (typeof text === 'string') map.set(text, `${name}.${key}` as MessageKey);
    }
  }
  appWide = map;
  builtFrom = areas.map(([, area]) => area);
  return map;
}

// Untyped `t` for keys chosen at run time; each call below passes the parameters its key's text names.
type LooseTranslate = (key: MessageKey, params?: Record<string, string | number>) => string;

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
  [MESSAGES.tooManyRequests, 'serverMessages.tooManyRequests', 'count'],
  [AI_MESSAGES.dailyQuota, 'serverPages.aiDailyQuota', 'limit'],
];

/**
 * A message the server sent, in the language of `t`: a fixed message through its key (a feature's own map
 * first, then the app-wide one), a template with figures (rate limits, quotas, the assistant's daily limit)
 * with its figures put into the translation. Anything else is shown as written, and so is everything while `t`
 * writes English (English, or Hindi whose messages have not arrived): the server's English byte for byte.
 */
export function serverText(message: string, known: KnownServerMessages | null, t: Translate): string {
  const loose = t as unknown as LooseTranslate;
  if (loose('serverMessages.notFound') === MESSAGES.notFound) return message;
  const key = known?.get(message) ?? appWideMap().get(message);
  if (key) return loose(key);
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
  for (const [key, template] of Object.entries(pagesArea ?? {})) {
    // The quotas' and pieces' templates are read above, from the contract's functions.
    if (typeof template !== 'string' || !key.startsWith('profile') || !template.includes('{')) continue;
    const params = readPagesTemplate(key, template, message);
    if (params) return loose(`serverPages.${key}` as MessageKey, params);
  }
  return message;
}

let displayLanguage: UiLanguage = 'en';
let displayTranslate: Translate | null = null;

/** Called by language.ts whenever the interface language changes. */
export function setServerTextLanguage(language: UiLanguage): void {
  if (language === 'hi') {
    loadServerPagesText().catch((error: unknown) =>
      console.error("The server messages' Hindi could not be loaded", error),
    );
  }
  if (language === displayLanguage) return;
  displayLanguage = language;
  displayTranslate = null;
}

/** A server message in the current interface language (for code without a `t`: the API client's errors). */
export function localServerText(message: string): string {
  if (displayLanguage === 'en') return message;
  displayTranslate ??= createTranslate(displayLanguage);
  return serverText(message, null, displayTranslate);
}
