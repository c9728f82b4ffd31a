// User administration calls shared by the super admin's and the coaching admin's screens (SPEC §7).
import { deleteUser, listRoles, updateUserRole } from '@aspirant/contract/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';

/** Every query of user administration starts with this key, so a change refreshes them all. */
export const USERS_KEY = ['users'] as const;

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
