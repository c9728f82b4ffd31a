import { listBookmarks } from '@aspirant/contract/saved-questions.ts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/bookmarks: the student's saved questions, newest first. */
export function useSavedQuestions() {
  return useQuery({
    queryKey: queryKeys.savedQuestions,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listBookmarks, { signal })).questions,
  });
}
