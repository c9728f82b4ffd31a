import type { User } from '@aspirant/contract/fields.ts';
import type { ExportFormat, QuestionFilters } from '@aspirant/contract/question-bank.ts';
import type { QuestionImportRepository } from '../../../repositories/question-import.ts';
import { bankScopeOf } from '../../../repositories/question-scope.ts';
import { bankOwnerOf } from '../service.ts';
import { writeCsv } from './csv.ts';
import { writeGift } from './gift.ts';
import { writeMoodleXml } from './moodle-xml.ts';

export { writeCsv } from './csv.ts';
export { writeGift } from './gift.ts';
export { writeMoodleXml } from './moodle-xml.ts';

const CONTENT_TYPE: Record<ExportFormat, string> = {
  'moodle-xml': 'application/xml; charset=utf-8',
  gift: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};
const EXTENSION: Record<ExportFormat, string> = { 'moodle-xml': 'xml', gift: 'gift', csv: 'csv' };

export interface ExportFile {
  fileName: string;
  contentType: string;
  body: string;
  count: number;
}

/**
 * Issue 16 point 7: the current versions of the caller's banks that the list's filters (and `ids`, when given)
 * select, as Moodle XML, GIFT or CSV: what the list shows for the same filters, on all its pages. Another
 * centre's questions are never selected (question-scope.ts).
 */
export function exportService(deps: { repo: QuestionImportRepository; now(): Date }) {
  return {
    async export(
      user: User,
      format: ExportFormat,
      filters: QuestionFilters,
      ids: number[] | undefined,
    ): Promise<ExportFile> {
      const scope = bankScopeOf(user);
      const questions = await deps.repo.exportSelection(
        scope,
        bankOwnerOf(user, filters.owner),
        filters,
        ids,
      );
      if (format === 'moodle-xml') {
        const shas = questions.flatMap((q) => (q.image?.startsWith('bank:') ? [q.image.slice(5)] : []));
        const images = shas.length > 0 ? await deps.repo.imagesOf(scope, shas) : new Map();
        for (const q of questions) if (q.image) q.imageData = images.get(q.image.slice(5));
      }
      const body =
        format === 'moodle-xml'
          ? writeMoodleXml(questions)
          : format === 'gift'
            ? writeGift(questions)
            : writeCsv(questions);
      const day = deps.now().toISOString().slice(0, 10);
      return {
        fileName: `aspirant-questions-${day}.${EXTENSION[format]}`,
        contentType: CONTENT_TYPE[format],
        body,
        count: questions.length,
      };
    },
  };
}

export type ExportService = ReturnType<typeof exportService>;
