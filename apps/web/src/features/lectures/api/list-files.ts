import { listDriveFiles } from '@aspirant/contract/lectures.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

export const LECTURES_KEY = ['lectures'] as const;

/** GET /api/drive/list. */
export function filesQueryOptions() {
  return queryOptions({
    queryKey: [...LECTURES_KEY, 'list'],
    queryFn: async ({ signal }) => unwrap(await callEndpoint(listDriveFiles, { signal })).files,
  });
}

export function useDriveFiles() {
  return useQuery(filesQueryOptions());
}
