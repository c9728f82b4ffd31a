import { getQuestion, type Question } from '@aspirant/contract/tests.ts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ATTEMPT_QUERY_DEFAULTS } from './query-defaults.ts';

/** GET /api/tests/{id}/questions/{questionId}: one question, without its answer. */
export async function getTestQuestion(
  testId: number,
  questionId: number,
  signal?: AbortSignal,
): Promise<Question> {
  return unwrap(await callEndpoint(getQuestion, { params: { id: testId, questionId }, signal })).question;
}

export function questionQueryOptions(testId: number, questionId: number) {
  return queryOptions({
    queryKey: queryKeys.tests.question(testId, questionId),
    queryFn: ({ signal }) => getTestQuestion(testId, questionId, signal),
    staleTime: Number.POSITIVE_INFINITY,
    ...ATTEMPT_QUERY_DEFAULTS,
  });
}
