import type { User } from '@aspirant/contract/fields.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { withAuthContract } from './auth-contract.ts';

/** GET /api/auth/user: the user the stored token belongs to. */
export async function getCurrentUser(signal?: AbortSignal): Promise<User> {
  return unwrap(await withAuthContract(({ currentUser }) => callEndpoint(currentUser, { signal }))).user;
}

export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
}

/** The current user; runs only while a token is stored. */
export function useCurrentUser(options: { enabled: boolean }) {
  return useQuery({ ...currentUserQueryOptions(), enabled: options.enabled });
}
