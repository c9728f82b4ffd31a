import {
  type CreateUserInput,
  createUser,
  deleteUser,
  listCustomerUsers,
  listRoles,
  updateUserRole,
} from '@aspirant/contract/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

/** Every query of user administration starts with this key, so a change refreshes them all. */
const USERS_KEY = ['users'] as const;

/** GET /api/customers/{customerId}/users: the users of the coaching admin's own centre (SPEC §7). */
export function useCentreUsers(customerId: number | null) {
  return useQuery({
    queryKey: [...USERS_KEY, 'customer', customerId],
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(listCustomerUsers, { params: { customerId: customerId ?? 0 }, signal }))
        .users,
    enabled: customerId !== null,
  });
}

export function useRoles() {
  return useQuery({
    queryKey: ['roles'],
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listRoles, { signal })).roles,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/users. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateUserInput) =>
      unwrap(await callEndpoint(createUser, { body: input })).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
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
