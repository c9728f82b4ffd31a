import { deleteLecture, renameLecture, uploadLecture } from '@aspirant/contract/lectures.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../lib/api-client.ts';
import { customersQueryOptions } from '../../../lib/customers-query.ts';
import { refreshAfter } from '../../../lib/query-keys.ts';

/** An upload may take long: the 10 s API time-out is for ordinary calls. */
const UPLOAD_TIMEOUT_MS = 60 * 60 * 1000;

/** POST /api/drive/upload: the file itself is the body; the server decides its type from its bytes. */
export function useUploadLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { file: File; name: string; customerId: number | null }) =>
      unwrap(
        await callEndpoint(uploadLecture, {
          query: { name: input.name, customer_id: input.customerId ?? undefined },
          rawBody: input.file.type
            ? input.file
            : new Blob([input.file], { type: 'application/octet-stream' }),
          timeoutMs: UPLOAD_TIMEOUT_MS,
        }),
      ).file,
    onSuccess: () => refreshAfter(queryClient, 'lectureChange'),
  });
}

/** PATCH /api/drive/{id}. */
export function useRenameLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: number; name: string }) =>
      unwrap(await callEndpoint(renameLecture, { params: { id: input.id }, body: { name: input.name } }))
        .file,
    onSuccess: () => refreshAfter(queryClient, 'lectureChange'),
  });
}

/** DELETE /api/drive/{id}. */
export function useDeleteLecture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => unwrap(await callEndpoint(deleteLecture, { params: { id } })),
    onSuccess: () => refreshAfter(queryClient, 'lectureChange'),
  });
}

/** GET /api/customers: where the super admin may put an upload. */
export function useUploadCentres(isEnabled: boolean) {
  return useQuery({ ...customersQueryOptions(), enabled: isEnabled });
}
