import {
  answerPractice,
  getPractice,
  getPracticeOptions,
  listPractice,
  type PracticeSet,
  type PracticeSummary,
} from '@aspirant/contract/practice.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys, refreshAfter } from '../../../lib/query-keys.ts';

/** GET /api/practice/options: every subject with its topics, for the start form. */
export function usePracticeOptions() {
  return useQuery({
    queryKey: queryKeys.practice.options,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getPracticeOptions, { signal })).subjects,
    // The question bank changes with a deployment, not during a visit.
    staleTime: 30 * 60_000,
  });
}

/** GET /api/practice: the student's recent sets. */
export function useRecentPractice() {
  return useQuery({
    queryKey: queryKeys.practice.recent,
    queryFn: async ({ signal }): Promise<PracticeSummary[]> =>
      unwrap(await callEndpoint(listPractice, { signal })).sets,
  });
}

export function practiceSetQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.practice.set(id),
    queryFn: async ({ signal }): Promise<PracticeSet> =>
      unwrap(await callEndpoint(getPractice, { params: { id }, signal })).practice,
    // A missing set stays missing; retrying would only delay the not-found state.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** GET /api/practice/{id}: one set with its items. */
export function usePracticeSet(id: number) {
  return useQuery(practiceSetQueryOptions(id));
}

/** POST /api/practice/{id}/answers: checks one answer; the set in the cache takes the revealed key at once. */
export function useAnswerPractice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (answer: { position: number; selectedAnswer: number }) => {
      const { success: _, ...outcome } = unwrap(
        await callEndpoint(answerPractice, { params: { id }, body: answer }),
      );
      return outcome;
    },
    onSuccess: (outcome, answer) => {
      queryClient.setQueryData(practiceSetQueryOptions(id).queryKey, (set) =>
        set
          ? {
              ...set,
              ...outcome.summary,
              items: set.items.map((item) =>
                item.position === answer.position
                  ? {
                      ...item,
                      selectedAnswer: answer.selectedAnswer,
                      isCorrect: outcome.isCorrect,
                      correctIndex: outcome.correctIndex,
                      explanation: outcome.explanation,
                      explanationHi: outcome.explanationHi,
                    }
                  : item,
              ),
            }
          : set,
      );
      void refreshAfter(queryClient, 'practiceAnswer');
    },
  });
}
