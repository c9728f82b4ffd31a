import { getStudentOverview } from '@aspirant/contract/students.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/students/{id}/overview (issue 18 point 3): who the student is, their dashboard figures and attempts
 * in progress, for their centre's staff. The student page reads it, and a student's result page its name.
 */
export function studentOverviewQueryOptions(studentId: number) {
  return queryOptions({
    queryKey: queryKeys.students.overview(studentId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getStudentOverview, { params: { id: studentId }, signal })),
    // Attempts in progress move: fetched again when the page is opened after half a minute.
    staleTime: 30_000,
  });
}

/** The student's overview; off while `studentId` is null (an id the URL did not hold). */
export function useStudentOverview(studentId: number | null) {
  return useQuery({ ...studentOverviewQueryOptions(studentId ?? 0), enabled: studentId !== null });
}
