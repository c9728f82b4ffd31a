import type { CreatePracticeBody } from '@aspirant/contract/practice.ts';
import {
  generateStudyPlan,
  getStudyPlan,
  type StudyPlan,
  type StudyPlanItem,
  updateStudyPlanItem,
} from '@aspirant/contract/study-plan.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

// The server may wait up to 30 s for the AI provider to rewrite the plan; the usual 10 s would give up first.
const GENERATE_TIMEOUT_MS = 35_000;

export const studyPlanQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.studyPlan,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getStudyPlan, { signal })).plan,
  });

/** GET /api/study-plan: the student's plan, or null before the first one. */
export function useStudyPlan() {
  return useQuery(studyPlanQueryOptions());
}

/** POST /api/study-plan: a new plan in place of the old one. */
export function useGeneratePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (examDate: string | undefined) =>
      unwrap(
        await callEndpoint(generateStudyPlan, {
          body: examDate ? { examDate } : {},
          timeoutMs: GENERATE_TIMEOUT_MS,
        }),
      ).plan,
    onSuccess: (plan) => queryClient.setQueryData(studyPlanQueryOptions().queryKey, plan),
  });
}

const withItem = (
  plan: StudyPlan | null | undefined,
  id: number,
  change: (item: StudyPlanItem) => StudyPlanItem,
) =>
  plan
    ? {
        ...plan,
        days: plan.days.map((day) => ({
          ...day,
          items: day.items.map((item) => (item.id === id ? change(item) : item)),
        })),
      }
    : plan;

/** PATCH /api/study-plan/items/{id}: checked at once on screen, put back when the server refuses. */
export function useCheckItem() {
  const queryClient = useQueryClient();
  const { queryKey } = studyPlanQueryOptions();
  return useMutation({
    mutationFn: async ({ id, done }: { id: number; done: boolean }) =>
      unwrap(await callEndpoint(updateStudyPlanItem, { params: { id }, body: { done } })).item,
    onMutate: async ({ id, done }) => {
      const previous = queryClient.getQueryData(queryKey);
      const check = () =>
        queryClient.setQueryData(queryKey, (plan) => withItem(plan, id, (item) => ({ ...item, done })));
      // On screen before anything is awaited, so the box flips with the click even while a refetch is in
      // flight; and again once that refetch is cancelled, since cancelling puts its earlier data back.
      check();
      await queryClient.cancelQueries({ queryKey });
      check();
      return { previous };
    },
    onError: (_error, { id }, context) => {
      // Only this item goes back: other checks made meanwhile stay.
      const before = context?.previous?.days.flatMap((d) => d.items).find((i) => i.id === id);
      if (before) queryClient.setQueryData(queryKey, (plan) => withItem(plan, id, () => before));
    },
    onSuccess: (item) => queryClient.setQueryData(queryKey, (plan) => withItem(plan, item.id, () => item)),
  });
}

/** What a plan item practises: a set on its topic, or on its subject. */
export function practiceBody(item: Pick<StudyPlanItem, 'topicId' | 'subjectId'>): CreatePracticeBody {
  return item.topicId !== null
    ? { source: 'topic', topicId: item.topicId }
    : { source: 'subject', subjectId: item.subjectId! };
}
