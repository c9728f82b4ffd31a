import { IMPORT_MESSAGES } from '@aspirant/contract/question-bank.ts';
import { parse } from 'csv-parse';
import { nextTurn } from '../../../lib/turns.ts';
import { mapHeader, rowItem, templateRows } from './columns.ts';
import { decodeText, ImportFileError, type ImportItem } from './common.ts';

/** The delimiter of the header line: a comma, or the semicolon or tab some spreadsheets save with. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.indexOf('\n') >= 0 ? text.indexOf('\n') : text.length);
  const count = (char: string) => header.split(char).length - 1;
  const best = [',', ';', '\t'].sort((a, b) => count(b) - count(a))[0] ?? ',';
  return count(best) > 0 ? best : ',';
}

/** Bytes of the file handed to the parser at a time (about 250 rows of the bench's file). */
const SLICE_BYTES = 64 * 1024;

/**
 * CSV in the layout of columns.ts (UTF-8 with or without a BOM, UTF-16 with a BOM). The header is row 1 and each
 * record is 'row N' as a spreadsheet shows it (a quoted cell may span lines). A file csv-parse cannot read (an
 * unclosed quote...) throws ImportFileError with its message.
 *
 * Read in turns of the event loop: the parser is handed the file a slice at a time, each slice's records become
 * items at once (the 20,000 rows of cells are never held beside their items, issue 16 point 9), and other
 * requests are answered between slices. Read at once, a 20,000-row file held the event loop for 0.6–0.9 s.
 */
export async function parseCsv(input: Buffer | string): Promise<ImportItem[]> {
  const text = decodeText(input);
  if (text.trim() === '') throw new ImportFileError(IMPORT_MESSAGES.empty);
  const bytes = Buffer.from(text, 'utf8');
  let keys: ReturnType<typeof mapHeader> | undefined;
  let row = 0;
  const items: ImportItem[] = [];
  const take = (cells: string[]) => {
    row += 1;
    if (!keys) keys = mapHeader(cells);
    else {
      const item = rowItem(keys, cells, row);
      if (item) items.push(item);
    }
  };
  const parser = parse({
    bom: true,
    delimiter: delimiterOf(text),
    relax_column_count: true,
    skip_empty_lines: false,
  });
  let failure: Error | undefined;
  parser.on('error', (error) => {
    failure ??= error;
  });
  try {
    // csv-parse parses what it is written at once: a slice's records are ready to read when write returns.
    for (let at = 0; at < bytes.length && !failure; at += SLICE_BYTES) {
      parser.write(bytes.subarray(at, at + SLICE_BYTES));
      for (let cells = parser.read() as string[] | null; cells !== null; cells = parser.read()) take(cells);
      await nextTurn();
    }
    if (!failure) {
      parser.end();
      // The last record, when the file does not end with a line break, comes with the end.
      for await (const cells of parser as AsyncIterable<string[]>) take(cells);
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    failure ??= error instanceof Error ? error : new Error(String(error));
  } finally {
    parser.destroy();
  }
  if (failure) throw new ImportFileError(IMPORT_MESSAGES.badCsv(failure.message));
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
