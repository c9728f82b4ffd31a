// User administration (SPEC §7): the super admin's screen (every user) and the coaching admin's (their centre).
import {
  type CreateUserInput,
  createUser,
  deleteUser,
  listRoles,
  listUsers,
  updateUserRole,
} from '@aspirant/contract/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { centreUsersQueryOptions } from '../../../lib/centre-users-query.ts';
import { queryKeys, refreshAfter } from '../../../lib/query-keys.ts';

/** GET /api/users: for the super admin, every user. */
export function useUsers() {
  return useQuery({
    queryKey: queryKeys.users.list,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listUsers, { signal })).users,
  });
}

/** GET /api/customers/{customerId}/users: the users of the coaching admin's own centre. */
export function useCentreUsers(customerId: number | null) {
  return useQuery({ ...centreUsersQueryOptions(customerId ?? 0), enabled: customerId !== null });
}

/** GET /api/roles: the role dropdown's options. */
export function useRoles() {
  return useQuery({
    queryKey: queryKeys.roles,
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
    onSettled: () => refreshAfter(queryClient, 'userChange'),
  });
}

/** DELETE /api/users/{id}. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callEndpoint(deleteUser, { params: { id } })),
    onSettled: () => refreshAfter(queryClient, 'userDelete'),
  });
}

/** POST /api/users. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateUserInput) =>
      unwrap(await callEndpoint(createUser, { body: input })).user,
    onSuccess: () => refreshAfter(queryClient, 'userChange'),
  });
}
