import type { PerformanceResultsQuery } from '@aspirant/contract/performance.ts';
import { getStudentResults } from '@aspirant/contract/students.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type StudentResultsQuery = Pick<PerformanceResultsQuery, 'page' | 'pageSize'>;

/** GET /api/students/{id}/results (issue 18 point 3): one page of the student's results, latest first. */
export function useStudentResults(studentId: number, query: StudentResultsQuery) {
  return useQuery({
    queryKey: queryKeys.students.results(studentId, query),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getStudentResults, { params: { id: studentId }, query, signal })),
    // The page shown stays while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });
}
