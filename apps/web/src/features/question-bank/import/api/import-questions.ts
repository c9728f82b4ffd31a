import { type ImportFormat, type ImportResponse, importQuestions } from '@aspirant/contract/question-bank.ts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, unwrap } from '../../../../lib/api-client.ts';
import type { CategoryMapping } from '../lib/import-state.ts';
import { QUESTION_BANK_KEY } from './bank-meta.ts';

/** A 20 MB file on a slow line, and a 20,000-question dry run, take longer than the API's usual 10 s. */
const IMPORT_TIMEOUT_MS = 5 * 60 * 1000;

export interface ImportRequest {
  file: File;
  /** null: detected by the server from the name and content. */
  format: ImportFormat | null;
  dryRun: boolean;
  /** The super admin's bank choice: a centre's id, or null for the global bank. Staff send none. */
  customerId: number | null;
  /** Sent only once a dry run has answered categories (the first run takes the server's matches). */
  mapping: readonly CategoryMapping[] | null;
  signal?: AbortSignal;
}

/** The multipart body of POST /api/questions/import (contract importQuestions). */
export function importForm(input: Omit<ImportRequest, 'signal'>): FormData {
  const form = new FormData();
  // The fields first: a streaming parser reads them before the file's bytes.
  if (input.format) form.append('format', input.format);
  form.append('dryRun', input.dryRun ? 'true' : 'false');
  if (input.customerId !== null) form.append('customerId', String(input.customerId));
  if (input.mapping) form.append('mapping', JSON.stringify(input.mapping));
  form.append('file', input.file, input.file.name);
  return form;
}

export async function postImport(input: ImportRequest): Promise<ImportResponse> {
  return unwrap(
    await callEndpoint(importQuestions, {
      rawBody: importForm(input),
      timeoutMs: IMPORT_TIMEOUT_MS,
      signal: input.signal,
    }),
  );
}

/** The dry run and the import itself; an import refreshes every question-bank query (the list, the meta). */
export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postImport,
    onSuccess: (report) => {
      if (!report.dryRun) return queryClient.invalidateQueries({ queryKey: QUESTION_BANK_KEY });
    },
  });
}
