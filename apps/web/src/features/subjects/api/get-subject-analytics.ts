import { getSubjectAnalytics, type SubjectAnalytics } from '@aspirant/contract/subjects.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/subjects/{name}/analytics: the student's topics, most-missed questions and pace in one subject. */
async function fetchSubjectAnalytics(name: string, signal?: AbortSignal): Promise<SubjectAnalytics> {
  const { success: _, ...analytics } = unwrap(
    await callEndpoint(getSubjectAnalytics, { params: { name }, signal }),
  );
  return analytics;
}

export function subjectAnalyticsQueryOptions(name: string) {
  return queryOptions({
    queryKey: queryKeys.subjects.analytics(name),
    queryFn: ({ signal }) => fetchSubjectAnalytics(name, signal),
    // A missing subject stays missing: no retries for a 404.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

export function useSubjectAnalytics(name: string) {
  return useQuery(subjectAnalyticsQueryOptions(name));
}
