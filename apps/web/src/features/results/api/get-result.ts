import { getResult, type Result } from '@aspirant/contract/results.ts';
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
