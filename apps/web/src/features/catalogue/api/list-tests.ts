import { listTests } from '@aspirant/contract/tests.ts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { type CatalogueState, catalogueQuery, EMPTY_FILTERS } from '../lib/test-filters.ts';

export type TestCatalogue = z.output<typeof listTests.response>;

/** GET /api/tests: one page of the catalogue with the filter options. */
export async function getTests(state: CatalogueState, signal?: AbortSignal): Promise<TestCatalogue> {
  return unwrap(await callEndpoint(listTests, { query: catalogueQuery(state), signal }));
}

export function testsQueryOptions(state: CatalogueState) {
  return queryOptions({
    queryKey: queryKeys.tests.list(state),
    queryFn: ({ signal }) => getTests(state, signal),
  });
}

/** One page of the catalogue; the previous page stays on screen while the next one loads. */
export function useTests(state: CatalogueState) {
  return useQuery({ ...testsQueryOptions(state), placeholderData: keepPreviousData });
}

/**
 * The topics of a subject chosen in the form but not yet searched (the server lists the topics of the
 * subject a query names). Off while `subject` is the applied one, whose topics the catalogue already has.
 */
export function useTopicOptions(subject: string, isEnabled: boolean) {
  return useQuery({
    ...testsQueryOptions({ filters: { ...EMPTY_FILTERS, subject }, page: 1 }),
    select: (catalogue) => catalogue.filters.topics,
    enabled: isEnabled,
  });
}
