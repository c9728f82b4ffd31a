import { type QueryKey, QueryObserver, type QueryObserverOptions } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { starterPromptsQueryOptions } from '../features/ai-assistant/api/get-starter-prompts.ts';
import { currentUserQueryOptions } from '../features/auth/api/get-current-user.ts';
import { statsOverviewQueryOptions } from '../features/catalogue/api/get-stats-overview.ts';
import { testsQueryOptions } from '../features/catalogue/api/list-tests.ts';
import { EMPTY_FILTERS } from '../features/catalogue/lib/test-filters.ts';
import { dashboardQueryOptions } from '../features/dashboard/api/get-dashboard.ts';
import { filesQueryOptions } from '../features/lectures/api/list-files.ts';
import {
  performanceOverviewQueryOptions,
  performanceResultsQueryOptions,
} from '../features/performance/api/get-performance.ts';
import { practiceSetQueryOptions } from '../features/practice/api/practice.ts';
import { progressQueryOptions } from '../features/progress/api/progress.ts';
import { resultQueryOptions } from '../features/results/api/get-result.ts';
import { studyPlanQueryOptions } from '../features/study-plan/api/study-plan.ts';
import { subjectAnalyticsQueryOptions } from '../features/subjects/api/get-subject-analytics.ts';
import { testDetailQueryOptions } from '../features/test-taking/api/get-test.ts';
import { profileQueryOptions } from '../lib/profile-query.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { refreshAfter } from '../lib/query-keys.ts';

// Each page's own query options (key, stale time, retries), with a fetch that answers how many times it ran
// in place of the network: a page that shows 2 after the submit has asked the server again.
type PageQuery = { queryKey: QueryKey };

function counted(options: PageQuery) {
  let fetches = 0;
  const query = { ...options, queryFn: async () => ++fetches } as unknown as QueryObserverOptions<number>;
  return { query, fetches: () => fetches };
}

/** What a page shows once it has settled after opening: the cached answer, fetched again when stale. */
async function openPage(
  queryClient: ReturnType<typeof createQueryClient>,
  query: QueryObserverOptions<number>,
) {
  const observer = new QueryObserver(queryClient, query);
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
  const { data } = observer.getCurrentResult();
  unsubscribe();
  return data;
}

const CHANGED_BY_A_SUBMIT = {
  dashboard: dashboardQueryOptions(),
  'performance results': performanceResultsQueryOptions({
    sort: 'date',
    order: 'desc',
    page: 1,
    pageSize: 20,
  }),
  'performance overview': performanceOverviewQueryOptions(),
  progress: progressQueryOptions(),
  subject: subjectAnalyticsQueryOptions('History'),
  'study plan': studyPlanQueryOptions(),
  'performance overview of /tests': statsOverviewQueryOptions(),
  'an earlier result (its rank moves)': resultQueryOptions(7),
  'assistant starter prompts': starterPromptsQueryOptions(),
  'a practice set (keys the submit reveals)': practiceSetQueryOptions(5),
  // Issue 17: they carry the attempts used of a test with a limit.
  catalogue: testsQueryOptions({ filters: EMPTY_FILTERS, page: 1 }),
  'test detail': testDetailQueryOptions(3),
};

const UNCHANGED_BY_A_SUBMIT = {
  'current user': currentUserQueryOptions(),
  profile: profileQueryOptions(),
  lectures: filesQueryOptions(),
};

describe('a submitted test', () => {
  it('leaves no page that reads results stale, and fetches nothing else again', async () => {
    // The app's own client: its 30 s stale time is what kept these pages stale before.
    const queryClient = createQueryClient();
    const pages = Object.entries({ ...CHANGED_BY_A_SUBMIT, ...UNCHANGED_BY_A_SUBMIT }).map(
      ([name, options]) => ({
        name,
        ...counted(options),
      }),
    );
    for (const page of pages) expect(await openPage(queryClient, page.query)).toBe(1);

    // The student takes a test meanwhile; the submit (and 'Start Afresh') end with this call.
    await refreshAfter(queryClient, 'submit');

    const shown = Object.fromEntries(
      await Promise.all(pages.map(async (page) => [page.name, await openPage(queryClient, page.query)])),
    );
    expect(shown).toEqual({
      dashboard: 2,
      'performance results': 2,
      'performance overview': 2,
      progress: 2,
      subject: 2,
      'study plan': 2,
      'performance overview of /tests': 2,
      'an earlier result (its rank moves)': 2,
      'assistant starter prompts': 2,
      'a practice set (keys the submit reveals)': 2,
      catalogue: 2,
      'test detail': 2,
      'current user': 1,
      profile: 1,
      lectures: 1,
    });
  });

  it('fetches a page that is on screen again before the refresh resolves', async () => {
    const queryClient = createQueryClient();
    const progress = counted(progressQueryOptions());
    const observer = new QueryObserver(queryClient, progress.query);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));

    await refreshAfter(queryClient, 'submit');

    expect(observer.getCurrentResult().data).toBe(2);
    expect(progress.fetches()).toBe(2);
    unsubscribe();
  });
});

describe('a started attempt', () => {
  it('refreshes the pages that may show the keys it now holds back, and nothing else', async () => {
    const queryClient = createQueryClient();
    const pages = Object.entries({
      result: resultQueryOptions(7),
      subject: subjectAnalyticsQueryOptions('History'),
      'practice set': practiceSetQueryOptions(5),
      dashboard: dashboardQueryOptions(),
      progress: progressQueryOptions(),
    }).map(([name, options]) => ({ name, ...counted(options) }));
    for (const page of pages) await openPage(queryClient, page.query);

    await refreshAfter(queryClient, 'attemptStart');

    const shown = Object.fromEntries(
      await Promise.all(pages.map(async (page) => [page.name, await openPage(queryClient, page.query)])),
    );
    expect(shown).toEqual({ result: 2, subject: 2, 'practice set': 2, dashboard: 1, progress: 1 });
  });
});
