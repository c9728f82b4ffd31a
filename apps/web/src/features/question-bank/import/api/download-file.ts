import {
  type ExportFormat,
  exportQuestions,
  importTemplate,
  type QuestionFilters,
} from '@aspirant/contract/question-bank.ts';
import { type ApiResult, type QueryValue, requestFile } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';

/** A whole bank can be a large file. */
const DOWNLOAD_TIMEOUT_MS = 5 * 60 * 1000;

const EXTENSIONS: Record<ExportFormat | 'xlsx', string> = {
  'moodle-xml': 'xml',
  gift: 'txt',
  csv: 'csv',
  xlsx: 'xlsx',
};

/** Downloads and saves a file; answers the name it was saved under, or the failure. */
async function download(
  path: string,
  query: Record<string, QueryValue>,
  fallbackName: string,
): Promise<ApiResult<string>> {
  const result = await requestFile(path, { query, timeoutMs: DOWNLOAD_TIMEOUT_MS });
  if (!result.success) return result;
  const name = result.data.fileName ?? fallbackName;
  saveFile(result.data.blob, name);
  return { success: true, data: name };
}

/** GET /api/questions/import/template: the CSV or XLSX template, its columns headed in English or Hindi. */
export function downloadTemplate(format: 'csv' | 'xlsx', lang: 'en' | 'hi'): Promise<ApiResult<string>> {
  return download(
    importTemplate.path,
    { format, lang },
    `aspirant-questions-template-${lang}.${EXTENSIONS[format]}`,
  );
}

/** What an export selects: the list's filters, or chosen ids. */
export type ExportSelection = Partial<Record<keyof QuestionFilters, QueryValue>> & {
  ids?: readonly number[];
};

/** GET /api/questions/export in `format`, of the questions the filters (or ids) select. */
export function downloadExport(format: ExportFormat, selection: ExportSelection): Promise<ApiResult<string>> {
  const { ids, ...filters } = selection;
  return download(
    exportQuestions.path,
    { ...filters, ids: ids && ids.length > 0 ? ids.join(',') : undefined, format },
    `aspirant-questions.${EXTENSIONS[format]}`,
  );
}
