import {
  PERFORMANCE_DEFAULT_PAGE_SIZE,
  PERFORMANCE_MAX_PAGE_SIZE,
  PERFORMANCE_SORTS,
  type PerformanceSort,
  SORT_ORDERS,
  type SortOrder,
} from '@aspirant/contract/performance.ts';

/** What the results table shows, kept in the page's URL so back/forward and reloads keep it. */
export interface ResultsState {
  exam: string;
  subject: string;
  from: string;
  to: string;
  sort: PerformanceSort;
  order: SortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const PAGE_SIZES = [10, 20, 50, 100] as const;

const DEFAULT_STATE: ResultsState = {
  exam: '',
  subject: '',
  from: '',
  to: '',
  sort: 'date',
  order: 'desc',
  page: 1,
  pageSize: PERFORMANCE_DEFAULT_PAGE_SIZE,
};

/** The filters all cleared. */
export const NO_FILTERS = {
  exam: '',
  subject: '',
  from: '',
  to: '',
} as const satisfies Partial<ResultsState>;

/** The direction a column sorts in when first chosen: best first (the highest score, the lowest rank). */
export const FIRST_ORDER: Record<PerformanceSort, SortOrder> = {
  date: 'desc',
  test: 'asc',
  score: 'desc',
  percentage: 'desc',
  accuracy: 'desc',
  speed: 'desc',
  rank: 'asc',
};

const isDay = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);

/** Reads the state from the URL; anything unreadable falls back to its default. */
export function parseResultsState(params: URLSearchParams): ResultsState {
  const sort = params.get('sort') ?? '';
  const order = params.get('order') ?? '';
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    exam: params.get('exam') ?? '',
    subject: params.get('subject') ?? '',
    from: isDay(from) ? from : '',
    to: isDay(to) ? to : '',
    sort: (PERFORMANCE_SORTS as readonly string[]).includes(sort) ? (sort as PerformanceSort) : 'date',
    order: (SORT_ORDERS as readonly string[]).includes(order) ? (order as SortOrder) : 'desc',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize:
      Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= PERFORMANCE_MAX_PAGE_SIZE
        ? pageSize
        : PERFORMANCE_DEFAULT_PAGE_SIZE,
  };
}

/** The URL form of a state: defaults are left out, so the plain /performance is the default view. */
export function resultsSearchParams(state: ResultsState): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(DEFAULT_STATE) as (keyof ResultsState)[]) {
    if (state[key] !== DEFAULT_STATE[key]) params.set(key, String(state[key]));
  }
  return params;
}

/** True when the dates are in the wrong order (the server would refuse them). */
export const isReversedRange = (state: ResultsState) =>
  state.from !== '' && state.to !== '' && state.from > state.to;

export const hasFilters = (state: ResultsState) =>
  state.exam !== '' || state.subject !== '' || state.from !== '' || state.to !== '';
