import type { HindiOf, Message, UiLanguage } from './define.ts';
import { aiAssistantMessages } from './messages/ai-assistant.ts';
import { authMessages } from './messages/auth.ts';
import { batchesMessages } from './messages/batches.ts';
import { catalogueMessages } from './messages/catalogue.ts';
import { commonMessages } from './messages/common.ts';
import { dashboardMessages } from './messages/dashboard.ts';
import { figuresMessages } from './messages/figures.ts';
import { lecturesMessages } from './messages/lectures.ts';
import { performanceMessages } from './messages/performance.ts';
import { practiceMessages } from './messages/practice.ts';
import { profileMessages } from './messages/profile.ts';
import { progressMessages } from './messages/progress.ts';
import { resultsMessages } from './messages/results.ts';
import { routesMessages } from './messages/routes.ts';
import { savedQuestionsMessages } from './messages/saved-questions.ts';
import { scorecardMessages } from './messages/scorecard.ts';
import { setupMessages } from './messages/setup.ts';
import { shellMessages } from './messages/shell.ts';
import { studyPlanMessages } from './messages/study-plan.ts';
import { subjectsMessages } from './messages/subjects.ts';
import { testTakingMessages } from './messages/test-taking.ts';
import { usersMessages } from './messages/users.ts';

/**
 * Every English text of the interface, by area. A feature adds its own file under messages/ (English) and
 * hindi/ (its Hindi), one line here and one in hindi.ts; a key is `area.name` ('shell.skipLink').
 */
export const CATALOGUE = {
  aiAssistant: aiAssistantMessages,
  auth: authMessages,
  batches: batchesMessages,
  catalogue: catalogueMessages,
  common: commonMessages,
  dashboard: dashboardMessages,
  figures: figuresMessages,
  lectures: lecturesMessages,
  performance: performanceMessages,
  practice: practiceMessages,
  profile: profileMessages,
  progress: progressMessages,
  results: resultsMessages,
  savedQuestions: savedQuestionsMessages,
  scorecard: scorecardMessages,
  routes: routesMessages,
  setup: setupMessages,
  shell: shellMessages,
  studyPlan: studyPlanMessages,
  subjects: subjectsMessages,
  testTaking: testTakingMessages,
  users: usersMessages,
} as const;

type Catalogue = typeof CATALOGUE;
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

/** The message of a key in a language (undefined for a key the catalogue lacks, or Hindi not yet loaded). */
export function lookup(language: UiLanguage, key: string): Message | undefined {
  const dot = key.indexOf('.');
  const area = key.slice(0, dot) as Area;
  const table = (language === 'hi' ? hindi?.[area] : CATALOGUE[area]) as Record<string, Message> | undefined;
  return table?.[key.slice(dot + 1)];
}
