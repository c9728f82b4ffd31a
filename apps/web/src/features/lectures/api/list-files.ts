import { listDriveFiles } from '@aspirant/contract/lectures.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';

export const LECTURES_KEY = ['lectures'] as const;

/** GET /api/drive/list: the lectures, and the centre's storage for the staff who upload to it. */
export function filesQueryOptions() {
  return queryOptions({
    queryKey: [...LECTURES_KEY, 'list'],
    queryFn: async ({ signal }) => {
      const { files, storage } = unwrap(await callEndpoint(listDriveFiles, { signal }));
      return { files, storage };
    },
  });
}

export function useDriveFiles() {
  return useQuery(filesQueryOptions());
}
