import { listUsers } from '@aspirant/contract/users.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { USERS_KEY } from '../../../lib/user-admin-api.ts';

/** GET /api/users: for the super admin, every user. */
export function usersQueryOptions() {
  return queryOptions({
    queryKey: [...USERS_KEY, 'all'],
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listUsers, { signal })).users,
  });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}
