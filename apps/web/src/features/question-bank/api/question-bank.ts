import {
  bulkQuestions,
  createQuestion,
  createTopic,
  findDuplicates,
  getBankMeta,
  getQuestion,
  listQuestionReports,
  listQuestions,
  QUESTION_PAGE_SIZE_DEFAULT,
  type QuestionInput,
  resolveQuestionReport,
  updateQuestion,
  uploadQuestionImage,
} from '@aspirant/contract/question-bank.ts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys, refreshAfter } from '../../../lib/query-keys.ts';
import { type ListState, listQuery } from '../lib/list-state.ts';

/** An image upload may take longer than the API's usual 10 s on a slow phone connection. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** GET /api/questions: one page of the list; the previous page stays on screen while the next one loads. */
export function useQuestionList(state: ListState) {
  const query = listQuery(state);
  return useQuery({
    queryKey: queryKeys.questionBank.list(query),
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listQuestions, { query, signal })),
    placeholderData: keepPreviousData,
    enabled: state.tab === 'questions',
  });
}

/** GET /api/questions/meta: subjects with topics, tags, centres, and whether the caller may edit the global bank. */
export function useBankMeta() {
  return useQuery({
    queryKey: queryKeys.questionBank.meta,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getBankMeta, { signal })),
    staleTime: 60_000,
  });
}

/** GET /api/questions/:id: a question with its versions, newest first. */
export function useBankQuestion(id: number | null) {
  return useQuery({
    queryKey: queryKeys.questionBank.question(id ?? 0),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getQuestion, { params: { id: id ?? 0 }, signal })),
    enabled: id !== null,
  });
}

/** POST /api/questions/duplicates for a settled text (the form debounces it); nothing below 12 characters. */
export function useDuplicates(text: string, excludeId: number | null) {
  const trimmed = text.trim();
  return useQuery({
    queryKey: queryKeys.questionBank.duplicates(trimmed, excludeId),
    queryFn: async ({ signal }) =>
      unwrap(
        await callEndpoint(findDuplicates, {
          body: { text: trimmed, ...(excludeId === null ? {} : { excludeId }) },
          signal,
        }),
      ).duplicates,
    enabled: trimmed.length >= 12,
    staleTime: 30_000,
  });
}

/** GET /api/questions/reports: the inbox, one page. */
export function useQuestionReports(status: 'open' | 'resolved', page: number, enabled: boolean) {
  const query = { status, page, pageSize: QUESTION_PAGE_SIZE_DEFAULT };
  return useQuery({
    queryKey: queryKeys.questionBank.reports(query),
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listQuestionReports, { query, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useBankMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => refreshAfter(queryClient, 'questionBankChange'),
  });
}

type Body = z.input<NonNullable<typeof createQuestion.body>>;

export const useCreateQuestion = () =>
  useBankMutation(async (body: Body) => unwrap(await callEndpoint(createQuestion, { body })));

export const useUpdateQuestion = () =>
  useBankMutation(async (input: { id: number; body: Body }) =>
    unwrap(await callEndpoint(updateQuestion, { params: { id: input.id }, body: input.body })),
  );

export type BulkBody = z.input<NonNullable<typeof bulkQuestions.body>>;

export const useBulkQuestions = () =>
  useBankMutation(async (body: BulkBody) => unwrap(await callEndpoint(bulkQuestions, { body })).updated);

export const useCreateTopic = () =>
  useBankMutation(
    async (body: { subjectId: number; name: string; customerId?: number | null }) =>
      unwrap(await callEndpoint(createTopic, { body })).topic,
  );

export const useResolveReport = () =>
  useBankMutation(async (id: number) =>
    unwrap(await callEndpoint(resolveQuestionReport, { params: { id } })),
  );

/** POST /api/questions/images: the raw file; answers the token for `image` and a URL to show it. */
export const useUploadImage = () =>
  useMutation({
    mutationFn: async (input: { file: File; customerId: number | null }) =>
      unwrap(
        await callEndpoint(uploadQuestionImage, {
          rawBody: input.file,
          query: { customerId: input.customerId ?? undefined },
          timeoutMs: UPLOAD_TIMEOUT_MS,
        }),
      ),
  });

export type { QuestionInput };
