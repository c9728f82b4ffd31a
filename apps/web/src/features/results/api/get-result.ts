import { getResult, type Result } from '@aspirant/contract/results.ts';
import { getStudentResult } from '@aspirant/contract/students.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/results/{id}: one submitted result with its breakdown, rank and explanations. */
export async function fetchResult(id: number, signal?: AbortSignal): Promise<Result> {
  return unwrap(await callEndpoint(getResult, { params: { id }, signal })).result;
}

export function resultQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.results.detail(id),
    queryFn: ({ signal }) => fetchResult(id, signal),
    // A submitted result never changes; only its rank moves as others submit.
    staleTime: 5 * 60_000,
  });
}

/** A result; off while `id` is null (no previous attempt to compare with, say). */
export function useResult(id: number | null) {
  return useQuery({ ...resultQueryOptions(id ?? 0), enabled: id !== null });
}

/** GET /api/students/{id}/results/{resultId} (issue 18 point 3): a student's result, for their centre's staff. */
export function useStudentResult(studentId: number | null, resultId: number | null) {
  return useQuery({
    queryKey: queryKeys.students.result(studentId ?? 0, resultId ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(
        await callEndpoint(getStudentResult, {
          params: { id: studentId ?? 0, resultId: resultId ?? 0 },
          signal,
        }),
      ).result,
    enabled: studentId !== null && resultId !== null,
  });
}
