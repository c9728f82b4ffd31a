import { type CreatePracticeBody, createPractice } from '@aspirant/contract/practice.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { refreshAfter } from './query-keys.ts';

/**
 * POST /api/practice: a new untimed practice set; resolves to it, and the caller opens it. The practice page,
 * a study plan item and a subject's topic all start sets through this one mutation.
 */
export function useStartPractice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePracticeBody) =>
      unwrap(await callEndpoint(createPractice, { body })).practice,
    onSuccess: () => refreshAfter(queryClient, 'practiceStart'),
  });
}
