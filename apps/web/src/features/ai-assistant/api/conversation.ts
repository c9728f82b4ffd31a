import { clearConversation, getConversation } from '@aspirant/contract/ai.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/ai/conversation: the newest page of the conversation kept on the server (issue 15). */
export function conversationQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.aiConversation,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getConversation, { signal })),
    // Read afresh whenever the page opens: another device may have added to it or cleared it. The page keeps
    // its own copy while open, so nothing refetches under it.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useConversation() {
  return useQuery(conversationQueryOptions());
}

/** The page of the conversation before the message `before`. */
export async function fetchEarlierMessages(before: number) {
  return unwrap(await callEndpoint(getConversation, { query: { before } }));
}

/** 'Clear conversation': DELETE /api/ai/conversation, then the cached page is the empty conversation. */
export function useClearConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await callEndpoint(clearConversation)),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.aiConversation, (old) =>
        old ? { ...old, messages: [], hasMore: false } : old,
      );
    },
  });
}
