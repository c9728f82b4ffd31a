import {
  getBatchPage,
  importRoster,
  type RosterReport,
  rosterTemplate,
  type SetAccommodationInput,
  setAccommodation,
} from '@aspirant/contract/batch-roster.ts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, requestFile, unwrap } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** Under the batches' key, so every batch change refreshes the page too. */
const pageKey = (batchId: number) => [...queryKeys.batches.all, 'page', batchId] as const;

/** GET /api/batches/:id: the batch, its students and its tests with the batch's figures. */
export function useBatchPage(batchId: number) {
  return useQuery({
    queryKey: pageKey(batchId),
    queryFn: async ({ signal }) =>
      unwrap(await callEndpoint(getBatchPage, { params: { id: batchId }, signal })),
  });
}

/** PUT /api/students/:id/accommodation; refreshes every batch query (the rows show it). */
export function useSetAccommodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { studentId: number; body: SetAccommodationInput }) =>
      unwrap(await callEndpoint(setAccommodation, { params: { id: input.studentId }, body: input.body }))
        .accommodation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.batches.all }),
  });
}

/** A 2,000-row commit creates accounts and mails codes: longer than the API's usual 10 s. */
const ROSTER_TIMEOUT_MS = 2 * 60 * 1000;

export interface RosterUpload {
  file: File;
  dryRun: boolean;
  /** The super admin's centre; a coaching admin sends none. */
  customerId: number | null;
}

/** POST /api/batches/import: the dry run, or the commit (which refreshes every batch query). */
export function useRosterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: RosterUpload): Promise<RosterReport> => {
      const form = new FormData();
      // The fields first: a streaming parser reads them before the file's bytes.
      form.append('dryRun', input.dryRun ? 'true' : 'false');
      if (input.customerId !== null) form.append('customerId', String(input.customerId));
      form.append('file', input.file, input.file.name);
      return unwrap(await callEndpoint(importRoster, { rawBody: form, timeoutMs: ROSTER_TIMEOUT_MS }));
    },
    onSuccess: (report) => {
      if (!report.dryRun) return queryClient.invalidateQueries({ queryKey: queryKeys.batches.all });
    },
  });
}

/** GET /api/batches/import/template, handed to the browser as a download. */
export async function downloadRosterTemplate(): Promise<boolean> {
  const result = await requestFile(rosterTemplate.path);
  if (!result.success) return false;
  const url = URL.createObjectURL(result.data.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = result.data.fileName ?? 'aspirant-students-template.csv';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
