import { type CreateUserInput, createUser, listCustomerUsers } from '@aspirant/contract/users.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { USERS_KEY } from '../../../lib/user-admin-api.ts';

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

/** POST /api/users. */
export function useAddUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateUserInput) =>
      unwrap(await callEndpoint(createUser, { body: input })).user,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }),
  });
}
