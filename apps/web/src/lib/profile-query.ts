import { getProfile } from '@aspirant/contract/profile.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/profile: the signed-in user's profile. The profile feature edits it; practice and test taking read
 * its preferred language.
 */
export function profileQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.profile,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getProfile, { signal })).profile,
    staleTime: 60_000,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions());
}
