import { listCustomers } from '@aspirant/contract/users.ts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint, unwrap } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/customers: the coaching centres the caller reaches (all, for the super admin). Batches and lectures. */
export function customersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.customers,
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listCustomers, { signal })).customers,
  });
}
