import { listDriveFiles } from '@aspirant/contract/lectures.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/drive/list: the lectures, and the centre's storage for the staff who upload to it. */
export function filesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.lectures.list,
    queryFn: async ({ signal }) => {
      const { files, storage } = unwrap(await callEndpoint(listDriveFiles, { signal }));
      return { files, storage };
    },
  });
}

export function useDriveFiles() {
  return useQuery(filesQueryOptions());
}
