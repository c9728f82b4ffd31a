import { listCustomerUsers } from '@aspirant/contract/users.ts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/customers/{customerId}/users: the users of one coaching centre. The coaching admin's user list and
 * the batch student picker read it; a user change refreshes both (CHANGED_BY.userChange).
 */
export function centreUsersQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: queryKeys.users.ofCentre(customerId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(listCustomerUsers, { params: { customerId }, signal })).users,
  });
}
