import { OPTION_LETTERS } from '@aspirant/contract/question-bank.ts';
import type { ExportQuestion } from '../../../repositories/question-import.ts';
import { COLUMNS, type ColumnKey } from '../import/columns.ts';

/**
 * A cell of the CSV: quoted when it holds a comma, a quote, a line break or outer spaces. A cell a spreadsheet
 * would run as a formula (starting with =, +, @, or - before anything but a number) gets an apostrophe in front,
 * which the importer drops again (OWASP's advice on CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^(?:[=+@\t\r]|-(?!\d+(?:\.\d+)?$))/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * CSV in the import's own column layout (English headers, UTF-8 with a BOM so Excel reads it): every field a
 * question has but its image. Tags are joined with ', '.
 */
export function writeCsv(questions: ExportQuestion[]): string {
  const lines = [COLUMNS.map((c) => csvCell(c.en)).join(',')];
  for (const q of questions) {
    const values: Partial<Record<ColumnKey, string>> = {
      question: q.text,
      correct: OPTION_LETTERS[q.correctIndex] ?? '',
      explanation: q.explanation,
      difficulty: q.difficulty,
      subject: q.subjectName,
      topic: q.topicName,
      tags: q.tags.join(', '),
      ...(q.textHi ? { questionHi: q.textHi } : {}),
      ...(q.explanationHi ? { explanationHi: q.explanationHi } : {}),
    };
    q.options.forEach((option, i) => {
      values[`option${OPTION_LETTERS[i]!}`] = option;
    });
    (q.optionsHi ?? []).forEach((option, i) => {
      values[`option${OPTION_LETTERS[i]!}Hi`] = option;
    });
    lines.push(COLUMNS.map((c) => csvCell(values[c.key] ?? '')).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
