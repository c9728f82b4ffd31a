import {
  getPublicScorecard,
  getScorecardLink,
  getSolutions,
  revokeScorecard,
  type SolutionFilter,
  shareScorecard,
} from '@aspirant/contract/results.ts';
import { type ReportBody, reportQuestion } from '@aspirant/contract/saved-questions.ts';
import { getStudentSolutions } from '@aspirant/contract/students.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys, refreshAfter } from '../../../lib/query-keys.ts';

export interface SolutionsPageQuery {
  page: number;
  limit: number;
  status: SolutionFilter;
  subject: string;
}

/**
 * GET /api/results/{id}/solutions: one page of the solutions, filtered on the server; when staff view a
 * student's result (issue 18 point 3), GET /api/students/{studentId}/results/{id}/solutions, the same page.
 */
export function useSolutions(resultId: number, query: SolutionsPageQuery, studentId: number | null = null) {
  const sent = { ...query, subject: query.subject || undefined };
  return useQuery({
    queryKey:
      studentId === null
        ? queryKeys.results.solutions(resultId, query)
        : queryKeys.students.solutions(studentId, resultId, query),
    queryFn: async ({ signal }) =>
      unwrap(
        studentId === null
          ? await callEndpoint(getSolutions, { params: { id: resultId }, query: sent, signal })
          : await callEndpoint(getStudentSolutions, {
              params: { id: studentId, resultId },
              query: sent,
              signal,
            }),
      ),
    // The previous page stays on screen while the next one loads: no jump.
    placeholderData: keepPreviousData,
  });
}

/** POST /api/questions/{id}/reports. */
export function useReportQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, body }: { questionId: number; body: ReportBody }) =>
      unwrap(await callEndpoint(reportQuestion, { params: { questionId }, body })).report,
    onSuccess: () => refreshAfter(queryClient, 'questionReport'),
  });
}

/** The result's live public link, if it has one. */
export function useScorecardLink(resultId: number, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.results.scorecardLink(resultId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getScorecardLink, { params: { id: resultId }, signal })).scorecard,
    enabled,
  });
}

/** Makes (or answers) the public link; the answer goes into the cache. */
export function useShareScorecard(resultId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      unwrap(await callEndpoint(shareScorecard, { params: { id: resultId } })).scorecard,
    onSuccess: (link) => queryClient.setQueryData(queryKeys.results.scorecardLink(resultId), link),
  });
}

export function useRevokeScorecard(resultId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await callEndpoint(revokeScorecard, { params: { id: resultId } })),
    onSuccess: () => queryClient.setQueryData(queryKeys.results.scorecardLink(resultId), null),
  });
}

/** The public scorecard behind a link (what the image is drawn from). */
export async function fetchPublicScorecard(token: string) {
  return unwrap(await callEndpoint(getPublicScorecard, { params: { token } })).scorecard;
}
