import type { HindiOf, Message, UiLanguage } from './define.ts';
import type { aiAssistantMessages } from './messages/ai-assistant.ts';
import { authMessages } from './messages/auth.ts';
import type { batchesMessages } from './messages/batches.ts';
import type { catalogueMessages } from './messages/catalogue.ts';
import { commonMessages } from './messages/common.ts';
import type { dashboardMessages } from './messages/dashboard.ts';
import type { figuresMessages } from './messages/figures.ts';
import type { lecturesMessages } from './messages/lectures.ts';
import type { liveRoomMessages } from './messages/live-room.ts';
import type { performanceMessages } from './messages/performance.ts';
import type { practiceMessages } from './messages/practice.ts';
import type { profileMessages } from './messages/profile.ts';
import type { progressMessages } from './messages/progress.ts';
import type { questionBankMessages } from './messages/question-bank.ts';
import type { questionImportMessages } from './messages/question-import.ts';
import type { resultsMessages } from './messages/results.ts';
import { routesMessages } from './messages/routes.ts';
import type { savedQuestionsMessages } from './messages/saved-questions.ts';
import type { scorecardMessages } from './messages/scorecard.ts';
import { serverMessagesMessages } from './messages/server-messages.ts';
import type { serverPagesMessages } from './messages/server-pages.ts';
import { setupMessages } from './messages/setup.ts';
import { shellMessages } from './messages/shell.ts';
import type { staffHomeMessages } from './messages/staff-home.ts';
import type { studentsMessages } from './messages/students.ts';
import type { studyPlanMessages } from './messages/study-plan.ts';
import type { subjectsMessages } from './messages/subjects.ts';
import type { testAnalysisMessages } from './messages/test-analysis.ts';
import type { testStudioMessages } from './messages/test-studio.ts';
import type { testTakingMessages } from './messages/test-taking.ts';
import type { usersMessages } from './messages/users.ts';

/**
 * The English every route needs (sign-in, registration, set-up, the shell's frame, route titles): in the entry.
 * The other areas' English loads with the pages that show them (`loadEnglish`, english-pages.ts), so /login does
 * not download the text of every screen (issue 15 point 11).
 */
export const ENGLISH_CORE = {
  auth: authMessages,
  common: commonMessages,
  routes: routesMessages,
  serverMessages: serverMessagesMessages,
  setup: setupMessages,
  shell: shellMessages,
} as const;

/**
 * Every English text of the interface, by area. A feature adds its own file under messages/ (English) and
 * hindi/ (its Hindi), one line here, one in english-pages.ts (or ENGLISH_CORE if a public page shows it) and one
 * in hindi.ts; a key is `area.name` ('shell.skipLink').
 */
type Catalogue = {
  readonly aiAssistant: typeof aiAssistantMessages;
  readonly auth: typeof authMessages;
  readonly batches: typeof batchesMessages;
  readonly catalogue: typeof catalogueMessages;
  readonly common: typeof commonMessages;
  readonly dashboard: typeof dashboardMessages;
  readonly figures: typeof figuresMessages;
  readonly lectures: typeof lecturesMessages;
  readonly liveRoom: typeof liveRoomMessages;
  readonly performance: typeof performanceMessages;
  readonly practice: typeof practiceMessages;
  readonly profile: typeof profileMessages;
  readonly progress: typeof progressMessages;
  readonly questionImport: typeof questionImportMessages;
  readonly questionBank: typeof questionBankMessages;
  readonly results: typeof resultsMessages;
  readonly savedQuestions: typeof savedQuestionsMessages;
  readonly scorecard: typeof scorecardMessages;
  readonly routes: typeof routesMessages;
  readonly serverMessages: typeof serverMessagesMessages;
  readonly serverPages: typeof serverPagesMessages;
  readonly setup: typeof setupMessages;
  readonly shell: typeof shellMessages;
  readonly staffHome: typeof staffHomeMessages;
  readonly students: typeof studentsMessages;
  readonly studyPlan: typeof studyPlanMessages;
  readonly subjects: typeof subjectsMessages;
  readonly testAnalysis: typeof testAnalysisMessages;
  readonly testStudio: typeof testStudioMessages;
  readonly testTaking: typeof testTakingMessages;
  readonly users: typeof usersMessages;
};

type Area = keyof Catalogue;

/** Every key of the catalogue, such as 'shell.skipLink'. */
export type MessageKey = {
  [A in Area]: `${A}.${keyof Catalogue[A] & string}`;
}[Area];

/** The Hindi of every area (lib/i18n/hindi.ts), with exactly the English keys. */
export type HindiCatalogue = { readonly [A in Area]: HindiOf<Catalogue[A]> };

type EnglishOf<K extends MessageKey> = K extends `${infer A extends Area}.${infer N}`
  ? N extends keyof Catalogue[A]
    ? Catalogue[A][N]
    : never
  : never;

type PlaceholdersOf<S> = S extends `${string}{${infer P}}${infer Rest}` ? P | PlaceholdersOf<Rest> : never;

/** The parameter names of a message: its placeholders, and `count` for plural forms. */
export type ParamNames<K extends MessageKey> =
  EnglishOf<K> extends { one: infer One; other: infer Other }
    ? 'count' | PlaceholdersOf<One> | PlaceholdersOf<Other>
    : PlaceholdersOf<EnglishOf<K>>;

/** `t`'s arguments after the key: none for a plain text, an object of every placeholder otherwise. */
export type ParamsArg<K extends MessageKey> = [ParamNames<K>] extends [never]
  ? []
  : [params: Record<ParamNames<K>, string | number>];

/** The English of every area but the core's. */
export type EnglishPages = Omit<Catalogue, keyof typeof ENGLISH_CORE>;
/** The areas the shell and the dashboard show (english-shell.ts); the other pages' are in english-pages.ts. */
type ShellArea = 'dashboard' | 'figures' | 'subjects';
export type EnglishShell = Pick<EnglishPages, ShellArea>;
/** `serverPages` is fetched by lib/i18n/server-text.ts for a Hindi interface only (English shows the server's text). */
export type EnglishMore = Omit<EnglishPages, ShellArea | StaffArea | 'serverPages'>;
/** The areas only staff screens show (issue 16: the staff home, the question bank): english-staff.ts. */
type StaffArea = 'liveRoom' | 'questionBank' | 'staffHome' | 'testAnalysis' | 'testStudio';
export type EnglishStaff = Pick<EnglishPages, StaffArea>;
const STAFF_AREAS: ReadonlySet<string> = new Set<StaffArea>([
  'liveRoom',
  'questionBank',
  'staffHome',
  'testAnalysis',
  'testStudio',
]);

let english: Partial<Catalogue> = ENGLISH_CORE;
let version = 0;
const listeners = new Set<() => void>();

/** Loads a part of the English once; a failure (offline) may be tried again. */
function englishLoader(load: () => Promise<Partial<Catalogue>>): () => Promise<void> {
  let loading: Promise<void> | null = null;
  return () => {
    loading ??= load().then(
      (part) => {
        english = { ...english, ...part };
        version += 1;
        for (const listener of listeners) listener();
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}

/** Fetches the English of the shell and the dashboard; the shell's route awaits it (app/router.tsx). */
export const loadShellEnglish = englishLoader(() =>
  import('./english-shell.ts').then((m) => m.ENGLISH_SHELL),
);
const loadMoreEnglish = englishLoader(() => import('./english-pages.ts').then((m) => m.ENGLISH_MORE));
/**
 * Fetches the English of the staff screens (issue 16): their routes await it with their own chunk, so students
 * never download it and the staff pages do not wait for every other page's English.
 */
export const loadStaffEnglish = englishLoader(() =>
  import('./english-staff.ts').then((m) => m.ENGLISH_STAFF),
);

/**
 * Fetches the English of every page; the other pages' routes await it with their own chunk, so it never adds a
 * round trip of its own.
 */
export function loadEnglish(): Promise<void> {
  return Promise.all([loadShellEnglish(), loadMoreEnglish()]).then(() => undefined);
}

/** Calls back when more of the English has arrived (the I18nProvider then gives a new `t`). */
export function subscribeEnglish(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The English loaded so far, by area (lib/i18n/server-text.ts reads the server's messages from it). */
export const loadedEnglish = (): Partial<Catalogue> => english;

/** Changes whenever more of the English arrives. */
export const englishVersion = (): number => version;

let hindi: HindiCatalogue | null = null;
let loadingHindi: Promise<void> | null = null;

/** Whether the Hindi messages have arrived (until then a Hindi `t` shows English). */
export function isHindiLoaded(): boolean {
  return hindi !== null;
}

/**
 * Fetches the Hindi messages once (their own chunk: English pages never download them). A failure (offline)
 * may be tried again.
 */
export function loadHindi(): Promise<void> {
  loadingHindi ??= import('./hindi.ts').then(
    (module) => {
      hindi = module.HINDI;
    },
    (error: unknown) => {
      loadingHindi = null;
      throw error;
    },
  );
  return loadingHindi;
}

/**
 * The message of a key in a language (undefined for a key the catalogue lacks, or its area not yet loaded). A
 * page shown before its area's English (a part its route did not await) asks for the rest of it, and shows its
 * words once they arrive.
 */
export function lookup(language: UiLanguage, key: string): Message | undefined {
  const dot = key.indexOf('.');
  const area = key.slice(0, dot) as Area;
  if (language === 'en' && !(area in english)) {
    (STAFF_AREAS.has(area) ? loadStaffEnglish() : loadEnglish()).catch((error: unknown) =>
      console.error('The English messages could not be loaded', error),
    );
  }
  const table = (language === 'hi' ? hindi?.[area] : english[area]) as Record<string, Message> | undefined;
  return table?.[key.slice(dot + 1)];
}
