import { getPlaybackUrl, PLAYBACK_URL_TTL_SECONDS } from '@aspirant/contract/lectures.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/drive/playback/{id}: a signed URL, fetched again well before it expires. */
export function playbackQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeys.lectures.playback(id),
    queryFn: async ({ signal }) => unwrap(await callEndpoint(getPlaybackUrl, { params: { id }, signal })).url,
    staleTime: (PLAYBACK_URL_TTL_SECONDS / 2) * 1000,
    refetchOnWindowFocus: false,
  });
}

/** SPEC §8: a playback URL failure leaves the URL empty. */
export function usePlaybackUrl(id: number | null) {
  const query = useQuery({ ...playbackQueryOptions(id ?? 0), enabled: id !== null });
  return { ...query, url: id === null ? '' : (query.data ?? '') };
}
