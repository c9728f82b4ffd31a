import { describe, expect, it } from 'vitest';
import { catalogueQuery, catalogueSearchParams, EMPTY_FILTERS, parseCatalogueState } from './test-filters.ts';

describe('catalogue state in the URL', () => {
  it('starts with empty filters and page 1', () => {
    expect(parseCatalogueState(new URLSearchParams())).toEqual({ filters: EMPTY_FILTERS, page: 1 });
  });

  it('round-trips every filter and the page', () => {
    const state = {
      filters: { search: 'polity', exam: '1', subject: '3', topic: '12', type: 'Topic Wise' as const },
      page: 2,
    };
    expect(parseCatalogueState(catalogueSearchParams(state))).toEqual(state);
    expect(catalogueSearchParams(state).toString()).toBe(
      'search=polity&exam=1&subject=3&topic=12&type=Topic+Wise&page=2',
    );
  });

  it('ignores malformed values', () => {
    const params = new URLSearchParams('exam=abc&subject=0&topic=-1&type=Weekly&page=0');
    expect(parseCatalogueState(params)).toEqual({ filters: EMPTY_FILTERS, page: 1 });
    expect(parseCatalogueState(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('leaves empty filters and page 1 out of the URL and the query', () => {
    expect(catalogueSearchParams({ filters: { ...EMPTY_FILTERS, search: '  ' }, page: 1 }).toString()).toBe(
      '',
    );
    expect(catalogueQuery({ filters: EMPTY_FILTERS, page: 1 })).toEqual({
      search: undefined,
      exam: undefined,
      subject: undefined,
      topic: undefined,
      type: undefined,
      page: 1,
    });
  });
});
