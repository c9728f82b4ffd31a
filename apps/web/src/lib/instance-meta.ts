import type { InstanceMeta } from '@aspirant/contract/setup.ts';
import { useQuery } from '@tanstack/react-query';
import { request, unwrap } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/**
 * GET /api/meta (the contract's `instanceMeta`). Spelled here rather than imported, so /login loads no zod
 * (issue 4 keeps it under 200 kB gzip); instance-meta.test.ts checks it against the contract.
 */
export const INSTANCE_META_PATH = '/api/meta';

/** Only the one field is read; a response without it counts as no demo. */
function isInstanceMeta(value: unknown): value is InstanceMeta {
  return typeof value === 'object' && value !== null && typeof (value as InstanceMeta).demo === 'boolean';
}

/** Whether the server runs in demo mode (decision 0009): asked once per page load. */
export function useIsDemo(): boolean {
  const { data } = useQuery({
    queryKey: queryKeys.instanceMeta,
    queryFn: async ({ signal }) => unwrap(await request<unknown>('GET', INSTANCE_META_PATH, { signal })),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return isInstanceMeta(data) && data.demo;
}
