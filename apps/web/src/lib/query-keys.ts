// Every query key of the app, and what each write changes (issue 14). A feature reads its data under these
// keys and names what its writes change through them, so one feature's write refreshes another's page without
// either importing the other. Keys only, no fetchers: the sign-in chunk imports this module and stays free of
// zod (issue 4).
import type { PerformanceResultsQuery } from '@aspirant/contract/performance.ts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export const queryKeys = {
  instanceMeta: ['instance-meta'],
  currentUser: ['auth', 'current-user'],
  /** The signed-in user's profile (GET /api/profile). */
  profile: ['profile'],
  roles: ['roles'],
  /** The coaching centres the caller reaches (GET /api/customers). */
  customers: ['customers'],
  users: {
    all: ['users'],
    list: ['users', 'list'],
    ofCentre: (customerId: number) => ['users', 'centre', customerId] as const,
  },
  /**
   * Issue 18 point 3: a student's pages as their centre's staff read them; a regrade or a submit by the student
   * is not the staff's write, so these are simply fetched again when opened.
   */
  students: {
    all: ['students'],
    overview: (studentId: number) => ['students', studentId, 'overview'] as const,
    results: <Query>(studentId: number, query: Query) => ['students', studentId, 'results', query] as const,
    result: (studentId: number, resultId: number) => ['students', studentId, 'result', resultId] as const,
    solutions: <Query>(studentId: number, resultId: number, query: Query) =>
      ['students', studentId, 'result', resultId, 'solutions', query] as const,
  },
  batches: {
    all: ['batches'],
    list: (customerId: number | null) => ['batches', 'list', customerId] as const,
    students: (batchId: number) => ['batches', 'students', batchId] as const,
  },
  lectures: {
    list: ['lectures', 'list'],
    progress: (id: number) => ['lectures', 'progress', id] as const,
    playback: (id: number) => ['lectures', 'playback', id] as const,
  },
  tests: {
    /** One page of the catalogue; `state` is its filters and page. */
    list: <State>(state: State) => ['tests', 'list', state] as const,
    /** Every page of the catalogue and every test's detail: they carry the student's attempts (issue 17). */
    lists: ['tests', 'list'] as const,
    details: ['tests', 'detail'] as const,
    detail: (testId: number) => ['tests', 'detail', testId] as const,
    questionIds: (testId: number) => ['tests', 'question-ids', testId] as const,
    question: (testId: number, questionId: number) => ['tests', 'question', testId, questionId] as const,
  },
  results: {
    /** Every result page: a new result moves the ranks shown on the earlier ones. */
    details: ['results', 'detail'],
    detail: (id: number) => ['results', 'detail', id] as const,
    /** Stored on the server per result; kept apart from `details`, which a submit refreshes. */
    insights: (id: number) => ['results', 'insights', id] as const,
    statsOverview: ['results', 'stats-overview'],
    /** One page of a result's solutions (issue 15): under `details`, so a submit or a start refreshes it. */
    solutions: <Query>(id: number, query: Query) => ['results', 'detail', id, 'solutions', query] as const,
    /** Every solutions page of every result: a bookmark or report shows on them. */
    allSolutions: ['results', 'detail'],
    /** The result's public scorecard link (its owner's). */
    scorecardLink: (id: number) => ['results', 'scorecard', id] as const,
  },
  /** The student's saved questions (issue 15). */
  savedQuestions: ['saved-questions'],
  /** The bell's notices and unread count (GET /api/notifications). */
  notifications: ['notifications'],
  /** A public scorecard, by its link's token. */
  scorecard: (token: string) => ['scorecard', token] as const,
  dashboard: ['dashboard'],
  performance: {
    all: ['performance'],
    results: (query: PerformanceResultsQuery) => ['performance', 'results', query] as const,
    overview: ['performance', 'overview'],
  },
  progress: ['progress'],
  /** The one target score (dashboard and Progress Tracker); under `progress`, so what refreshes one refreshes both. */
  progressTarget: ['progress', 'target'],
  subjects: {
    all: ['subjects'],
    analytics: (name: string) => ['subjects', 'analytics', name.toLowerCase()] as const,
  },
  studyPlan: ['study-plan'],
  practice: {
    options: ['practice', 'options'],
    recent: ['practice', 'recent'],
    /** Every practice set: their items show keys under decision 0008's rule, which attempts move. */
    sets: ['practice', 'set'],
    set: (id: number) => ['practice', 'set', id] as const,
  },
  /** The question bank's authoring screens (issue 16): staff only. */
  questionBank: {
    all: ['question-bank'],
    list: <Query>(query: Query) => ['question-bank', 'list', query] as const,
    question: (id: number) => ['question-bank', 'question', id] as const,
    meta: ['question-bank', 'meta'],
    reports: <Query>(query: Query) => ['question-bank', 'reports', query] as const,
    duplicates: (text: string, excludeId: number | null) =>
      ['question-bank', 'duplicates', text, excludeId] as const,
  },
  /** The test composer (issue 17). */
  testStudio: {
    all: ['test-studio'],
    list: <Query>(query: Query) => ['test-studio', 'list', query] as const,
    test: (id: number) => ['test-studio', 'test', id] as const,
    preview: (id: number) => ['test-studio', 'preview', id] as const,
    meta: ['test-studio', 'meta'],
    /** A test's item analysis with its regrades (issue 18): under `all`. */
    analysis: (id: number) => ['test-studio', 'analysis', id] as const,
  },
  aiStarters: ['ai', 'starters'],
  /** The assistant's conversation, kept on the server per student (issue 15). */
  aiConversation: ['ai', 'conversation'],
} as const;

/**
 * What each write changes on the server, as the keys of the queries that read it. A write that answers with
 * the new data (a profile, a plan item, a target) puts it in the cache itself instead.
 */
export const CHANGED_BY = {
  /**
   * A submitted test, or 'Start Afresh' (which submits the running attempt): every figure made from results,
   * the starter prompts (built from weak topics) and the study plan page, so no page the student opens next
   * shows what was true before the test; and the keys it reveals (decision 0008) on result, subject and
   * practice pages.
   */
  submit: [
    queryKeys.tests.lists,
    queryKeys.tests.details,
    queryKeys.results.details,
    queryKeys.results.statsOverview,
    queryKeys.dashboard,
    queryKeys.performance.all,
    queryKeys.progress,
    queryKeys.subjects.all,
    queryKeys.studyPlan,
    queryKeys.aiStarters,
    queryKeys.practice.sets,
  ],
  /** A new attempt hides the keys of its questions (decision 0008) wherever they were shown. */
  attemptStart: [
    queryKeys.results.details,
    queryKeys.subjects.all,
    queryKeys.practice.sets,
    // The attempts used (issue 17) on the list; not the detail, which the test page on screen reads.
    queryKeys.tests.lists,
  ],
  /** 'Generate New Insights' stores new dashboard insights. */
  dashboardInsights: [queryKeys.dashboard],
  practiceStart: [queryKeys.practice.recent],
  /** A question saved or removed, or reported: the saved list and the solutions that show its state. */
  bookmarkChange: [queryKeys.savedQuestions, queryKeys.results.allSolutions, queryKeys.practice.sets],
  questionReport: [queryKeys.results.allSolutions],
  /** A checked answer changes its set's summary and makes today an active day (Progress). */
  practiceAnswer: [queryKeys.practice.recent, queryKeys.progress],
  /** A user added or given another role: every user list (a centre's list also feeds the batch student picker). */
  userChange: [queryKeys.users.all],
  /** A deleted user also leaves every batch they were in (students and counts). */
  userDelete: [queryKeys.users.all, queryKeys.batches.all],
  batchChange: [queryKeys.batches.all],
  /** A question created, edited, retagged, moved, retired or restored, a topic added, a report resolved. */
  questionBankChange: [queryKeys.questionBank.all],
  /**
   * A regrade (issue 18) has finished: the analysis, the studio's tests and every page made from results (on a
   * staff session these are rarely cached; a staff member's own results would be).
   */
  regrade: [
    queryKeys.testStudio.all,
    queryKeys.batches.all,
    queryKeys.results.details,
    queryKeys.results.statsOverview,
    queryKeys.dashboard,
    queryKeys.performance.all,
    queryKeys.progress,
    queryKeys.subjects.all,
    // The drill-down's copies of the students' pages (issue 18 point 3).
    queryKeys.students.all,
  ],
  /** An upload, rename or deletion: the list and the centre's storage it carries. */
  lectureChange: [queryKeys.lectures.list],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof CHANGED_BY;

/**
 * Marks what a write changed as stale: queries on screen are fetched again at once, the others as soon as a
 * page reads them again (never from a cache that predates the write).
 */
export async function refreshAfter(queryClient: QueryClient, change: Change): Promise<void> {
  await Promise.all(CHANGED_BY[change].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
