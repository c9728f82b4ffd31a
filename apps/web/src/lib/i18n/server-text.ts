import { MESSAGES } from '@aspirant/contract/auth-messages.ts';
import { loadedEnglish, type MessageKey } from './catalogue.ts';
import type { UiLanguage } from './define.ts';
import type { LooseTranslate } from './server-templates.ts';
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
let templates: ((message: string, loose: LooseTranslate) => string | null) | null = null;
let loadingPages: Promise<void> | null = null;

/** Fetches the `serverPages` English once (a failure, offline, may be tried again). */
export function loadServerPagesText(): Promise<void> {
  loadingPages ??= import('./server-templates.ts').then(
    (module) => {
      pagesArea = module.serverPagesMessages;
      templates = module.templateText;
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
  // The sign-in rate limit (in the entry: the sign-in screen gets it).
  const seconds = /\d+/.exec(message)?.[0];
  if (seconds !== undefined && MESSAGES.tooManyRequests(Number(seconds)) === message) {
    return loose('serverMessages.tooManyRequests', { count: Number(seconds) });
  }
  return templates?.(message, loose) ?? message;
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
