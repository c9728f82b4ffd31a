import { deleteUser, listRoles, listUsers, updateUserRole } from '@aspirant/contract/users.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

/** Every query of user administration starts with this key, so a change refreshes them all. */
export const USERS_KEY = ['users'] as const;

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

/** GET /api/roles: the role dropdown's options. */
export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listRoles, { signal })).roles,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** PUT /api/users/{id}/role. */
export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; roleId: number }) =>
      unwrap(
        await callEndpoint(updateUserRole, { params: { id: input.id }, body: { role_id: input.roleId } }),
      ).user,
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}

/** DELETE /api/users/{id}. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callEndpoint(deleteUser, { params: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
