import { getLectureProgress, saveLectureProgress } from '@aspirant/contract/lectures.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import type { SavedPosition } from '../lib/playback.ts';

/** GET /api/drive/progress/{id}: where this user left off, on any device. */
export function progressQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.lectures.progress(id),
    queryFn: async ({ signal }): Promise<SavedPosition | null> => {
      const body = unwrap(await callEndpoint(getLectureProgress, { params: { id }, signal }));
      return body.positionSeconds === null || body.updatedAt === null
        ? null
        : { position: body.positionSeconds, savedAt: Date.parse(body.updatedAt) };
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useServerProgress(id: number | null) {
  return useQuery({ ...progressQueryOptions(id ?? 0), enabled: id !== null });
}

/** PUT /api/drive/progress/{id}; a failure only means the other devices learn it later. */
export async function saveServerProgress(id: number, positionSeconds: number): Promise<void> {
  const result = await callEndpoint(saveLectureProgress, {
    params: { id },
    body: { positionSeconds: Math.min(86_400, Math.max(0, Math.round(positionSeconds * 10) / 10)) },
  });
  if (!result.success) console.warn(`Saving the position of lecture ${id} failed: ${result.error}`);
}
