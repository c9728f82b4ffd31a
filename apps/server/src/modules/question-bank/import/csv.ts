import { IMPORT_MESSAGES } from '@aspirant/contract/question-bank.ts';
import { parse } from 'csv-parse/sync';
import { mapHeader, rowItem, templateRows } from './columns.ts';
import { decodeText, ImportFileError, type ImportItem } from './common.ts';

/** The delimiter of the header line: a comma, or the semicolon or tab some spreadsheets save with. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : text.length);
  const count = (char: string) => header.split(char).length - 1;
  const best = [',', ';', '\t'].sort((a, b) => count(b) - count(a))[0] ?? ',';
  return count(best) > 0 ? best : ',';
}

/**
 * CSV in the layout of columns.ts (UTF-8 with or without a BOM, UTF-16 with a BOM). The header is row 1 and each
 * record is 'row N' as a spreadsheet shows it (a quoted cell may span lines). A file csv-parse cannot read (an
 * unclosed quote...) throws ImportFileError with its message.
 */
export function parseCsv(input: Buffer | string): ImportItem[] {
  const text = decodeText(input);
  if (text.trim() === '') throw new ImportFileError(IMPORT_MESSAGES.empty);
  // Each record becomes its item as it is read (csv-parse's on_record): the 20,000 rows of cells are never
  // held beside their items (issue 16 point 9).
  let keys: ReturnType<typeof mapHeader> | undefined;
  let row = 0;
  const items: ImportItem[] = [];
  try {
    parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
      on_record: (cells: string[]) => {
        row += 1;
        if (!keys) keys = mapHeader(cells);
        else {
          const item = rowItem(keys, cells, row);
          if (item) items.push(item);
        }
        return null;
      },
    });
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(IMPORT_MESSAGES.badCsv(error instanceof Error ? error.message : String(error)));
  }
  if (!keys) mapHeader([]);
  return items;
}

function csvCell(value: string): string {
  return /[",\n\r]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The CSV template: header row in English or Hindi, one example row; with a BOM so Excel reads it as UTF-8. */
export function templateCsv(language: 'en' | 'hi'): string {
  return `\uFEFF${templateRows(language)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')}\r\n`;
}
