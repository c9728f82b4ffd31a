import { addBookmark, removeBookmark } from '@aspirant/contract/saved-questions.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { refreshAfter } from './query-keys.ts';

/**
 * PUT / DELETE /api/bookmarks/{questionId}: saves or removes a question (issue 15). The solutions and the
 * Saved questions page both toggle through this one mutation.
 */
export function useToggleBookmark() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ questionId, save }: { questionId: number; save: boolean }) =>
      save
        ? unwrap(await callEndpoint(addBookmark, { params: { questionId } }))
        : unwrap(await callEndpoint(removeBookmark, { params: { questionId } })),
    onSuccess: () => refreshAfter(queryClient, 'bookmarkChange'),
  });
}
