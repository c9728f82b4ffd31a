import { TEST_TYPES, type TestType } from '@aspirant/contract/tests.ts';

/** The search form of SPEC §2 "Available Tests": every field a string, '' meaning "All". */
export interface TestFilters {
  search: string;
  exam: string;
  subject: string;
  topic: string;
  type: TestType | '';
}

export const EMPTY_FILTERS: TestFilters = { search: '', exam: '', subject: '', topic: '', type: '' };

/** The catalogue's applied filters and page, as the URL keeps them (so Back returns to the same page). */
export interface CatalogueState {
  filters: TestFilters;
  page: number;
}

const isId = (value: string) => /^[1-9]\d{0,9}$/.test(value);

/** Reads the applied filters from the URL; anything malformed counts as not set (SPEC §4: page 1, no filters). */
export function parseCatalogueState(params: URLSearchParams): CatalogueState {
  const id = (key: string) => {
    const value = params.get(key) ?? '';
    return isId(value) ? value : '';
  };
  const type = params.get('type') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    filters: {
      search: (params.get('search') ?? '').trim(),
      exam: id('exam'),
      subject: id('subject'),
      topic: id('topic'),
      type: (TEST_TYPES as readonly string[]).includes(type) ? (type as TestType) : '',
    },
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL form of a state; empty filters and page 1 are left out. */
export function catalogueSearchParams({ filters, page }: CatalogueState): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  for (const key of ['exam', 'subject', 'topic', 'type'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The query of GET /api/tests for a state. */
export function catalogueQuery({ filters, page }: CatalogueState) {
  return {
    search: filters.search.trim() || undefined,
    exam: filters.exam || undefined,
    subject: filters.subject || undefined,
    topic: filters.topic || undefined,
    type: filters.type || undefined,
    page,
  };
}
