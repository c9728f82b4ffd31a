// Detailed Analytics' limits and messages without zod, so the web's message catalogue can read them from its
// entry chunk without pulling the schemas in (issue 15: /login's JavaScript).
export const PERFORMANCE_DEFAULT_PAGE_SIZE = 20;
export const PERFORMANCE_MAX_PAGE_SIZE = 100;

export const PERFORMANCE_SORTS = [
  'date',
  'test',
  'score',
  'percentage',
  'accuracy',
  'speed',
  'rank',
] as const;
export type PerformanceSort = (typeof PERFORMANCE_SORTS)[number];
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const PERFORMANCE_MESSAGES = {
  badFrom: "'from' must be a date written YYYY-MM-DD.",
  badTo: "'to' must be a date written YYYY-MM-DD.",
  fromAfterTo: "The 'from' date must be on or before the 'to' date.",
  badSort: `sort must be one of: ${PERFORMANCE_SORTS.join(', ')}.`,
  badOrder: "order must be 'asc' or 'desc'.",
  badPage: 'page must be a whole number of 1 or more.',
  badPageSize: `pageSize must be a whole number from 1 to ${PERFORMANCE_MAX_PAGE_SIZE}.`,
  badExam: 'exam must be an exam code of at most 50 characters.',
  badSubject: 'subject must be a subject name of at most 100 characters.',
} as const;
