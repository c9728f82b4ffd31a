import { getQuestionIds } from '@aspirant/contract/tests.ts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ATTEMPT_QUERY_DEFAULTS } from './query-defaults.ts';

/** GET /api/tests/{id}/question-ids: the paper's questions in order (404 until the student has started). */
export async function getTestQuestionIds(testId: number, signal?: AbortSignal): Promise<number[]> {
  return unwrap(await callEndpoint(getQuestionIds, { params: { id: testId }, signal })).questionIds;
}

export function questionIdsQueryOptions(testId: number) {
  return queryOptions({
    queryKey: queryKeys.tests.questionIds(testId),
    queryFn: ({ signal }) => getTestQuestionIds(testId, signal),
    // A published paper never changes.
    staleTime: Number.POSITIVE_INFINITY,
    ...ATTEMPT_QUERY_DEFAULTS,
  });
}
