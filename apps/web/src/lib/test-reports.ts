import { pathOf } from '@aspirant/contract/endpoint.ts';
import {
  getResultCard,
  getResultsReport,
  getStudentResultCard,
  type ResultsReportFormat,
} from '@aspirant/contract/test-reports.ts';
import type { Language } from '@aspirant/contract/ui-language.ts';
import { type ApiResult, type DownloadedFile, requestFile } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** A centre's results or a card are made on the server in well under this (issue 18 point 4). */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/**
 * GET the results report of a test (the caller's centre, or one batch), its header row in `lang`, and save it;
 * the saved name.
 */
export async function downloadResultsReport(
  testId: number,
  format: ResultsReportFormat,
  lang: Language,
  batchId?: number,
): Promise<ApiResult<string>> {
  const result = await requestFile(pathOf(getResultsReport.path, { id: testId }), {
    query: { format, batchId, lang },
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
  if (!result.success) return result;
  const name = result.data.fileName ?? `results-${testId}.${format}`;
  saveFile(result.data.blob, name);
  return { success: true, data: name };
}

/**
 * GET the one-page PDF card of a result (the result page's Download and Print Report), its words in `lang`: the
 * caller's own, or with `studentId` a student's as their centre's staff read it (issue 18 point 3).
 */
export function fetchResultCard(
  resultId: number,
  lang: Language,
  studentId?: number,
): Promise<ApiResult<DownloadedFile>> {
  const path =
    studentId === undefined
      ? pathOf(getResultCard.path, { id: resultId })
      : pathOf(getStudentResultCard.path, { id: studentId, resultId });
  return requestFile(path, {
    query: { lang },
    timeoutMs: DOWNLOAD_TIMEOUT_MS,
  });
}
