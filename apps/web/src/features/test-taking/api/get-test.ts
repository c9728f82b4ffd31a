import { getTest, type TestDetail } from '@aspirant/contract/tests.ts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { ATTEMPT_QUERY_DEFAULTS } from './query-defaults.ts';

/** GET /api/tests/{id}: the test with its exam's marking scheme. */
export async function getTestDetail(testId: number, signal?: AbortSignal): Promise<TestDetail> {
  return unwrap(await callEndpoint(getTest, { params: { id: testId }, signal })).test;
}

export function testDetailQueryOptions(testId: number) {
  return queryOptions({
    queryKey: queryKeys.tests.detail(testId),
    queryFn: ({ signal }) => getTestDetail(testId, signal),
    ...ATTEMPT_QUERY_DEFAULTS,
  });
}
