import type { Message, UiLanguage } from './define.ts';
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
import { routesMessages } from './messages/routes.ts';
import { setupMessages } from './messages/setup.ts';
import { shellMessages } from './messages/shell.ts';
import { studyPlanMessages } from './messages/study-plan.ts';
import { subjectsMessages } from './messages/subjects.ts';
import { testTakingMessages } from './messages/test-taking.ts';
import { usersMessages } from './messages/users.ts';

/**
 * Every text of the interface, by area. A feature adds its own file under messages/ and one line here; a key
 * is `area.name` ('shell.skipLink').
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
  [A in Area]: `${A}.${keyof Catalogue[A]['en'] & string}`;
}[Area];

type EnglishOf<K extends MessageKey> = K extends `${infer A extends Area}.${infer N}`
  ? N extends keyof Catalogue[A]['en']
    ? Catalogue[A]['en'][N]
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

/** The message of a key in a language (undefined for a key the catalogue lacks). */
export function lookup(language: UiLanguage, key: string): Message | undefined {
  const dot = key.indexOf('.');
  const area = CATALOGUE[key.slice(0, dot) as Area] as
    | { en: Record<string, Message>; hi: Record<string, Message> }
    | undefined;
  return area?.[language][key.slice(dot + 1)];
}
