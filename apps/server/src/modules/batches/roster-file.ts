import { ROSTER_COLUMNS, ROSTER_MAX_ROWS, ROSTER_MESSAGES } from '@aspirant/contract/batch-roster.ts';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/errors.ts';

/** One line of a bulk add as the file has it; `row` is the row number a spreadsheet shows (the header is 1). */
export interface RosterLine {
  row: number;
  name: string;
  email: string;
  batch: string;
  phone: string;
}

type Column = (typeof ROSTER_COLUMNS)[number];

/** The header names a column may have (lower-cased, spaces and underscores alike). */
const HEADER_NAMES: Record<Column, string[]> = {
  name: ['name', 'full name', 'student name', 'student'],
  email: ['email', 'e-mail', 'email address', 'email id', 'mail'],
  batch: ['batch', 'batch name'],
  phone: ['phone', 'phone number', 'mobile', 'mobile number', 'contact'],
};

const refuse = (message: string) => new AppError('VALIDATION', message);

function columnsOf(header: string[]): Record<Column, number> {
  const normal = header.map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[_\s]+/g, ' '),
  );
  const found = {} as Record<Column, number>;
  for (const column of ROSTER_COLUMNS) {
    found[column] = normal.findIndex((h) => HEADER_NAMES[column].includes(h));
  }
  if (found.name < 0 || found.email < 0 || found.batch < 0) throw refuse(ROSTER_MESSAGES.missingColumns);
  return found;
}

/** The lines under the header; wholly empty lines are no rows. At most ROSTER_MAX_ROWS. */
function linesOf(records: { cells: string[]; row: number }[]): RosterLine[] {
  const [header, ...rest] = records.filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (!header) throw refuse(ROSTER_MESSAGES.empty);
  const at = columnsOf(header.cells);
  if (rest.length === 0) throw refuse(ROSTER_MESSAGES.empty);
  if (rest.length > ROSTER_MAX_ROWS) throw refuse(ROSTER_MESSAGES.tooManyRows);
  const cell = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
  return rest.map(({ cells, row }) => ({
    row,
    name: cell(cells, at.name).replace(/\s+/g, ' '),
    email: cell(cells, at.email).toLowerCase(),
    batch: cell(cells, at.batch).replace(/\s+/g, ' '),
    phone: cell(cells, at.phone),
  }));
}

function decodeText(bytes: Buffer): string {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return new TextDecoder('utf-16le').decode(bytes);
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuse(ROSTER_MESSAGES.notUtf8);
  }
}

/** The delimiter of the header line: a comma, or the semicolon or tab some spreadsheets save with. */
function delimiterOf(text: string): string {
  const end = text.indexOf('\n');
  const header = end >= 0 ? text.slice(0, end) : text;
  const count = (char: string) => header.split(char).length - 1;
  const best = [',', ';', '\t'].sort((a, b) => count(b) - count(a))[0] ?? ',';
  return count(best) > 0 ? best : ',';
}

function parseCsv(bytes: Buffer): RosterLine[] {
  const text = decodeText(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    }) as string[][];
  } catch {
    throw refuse(ROSTER_MESSAGES.badCsv);
  }
  // Record i is the spreadsheet's row i + 1 (a quoted cell spanning lines is one row; a blank line is a row).
  return linesOf(records.map((cells, i) => ({ cells, row: i + 1 })));
}

/** A cell as text, whatever exceljs holds in it: rich text, a formula's result, a hyperlink's text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return cellText((value as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
  return '';
}

async function parseXlsx(bytes: Buffer): Promise<RosterLine[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  } catch {
    throw refuse(ROSTER_MESSAGES.badXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw refuse(ROSTER_MESSAGES.empty);
  // The header and one row more than allowed are enough to refuse a file that is too long.
  if (sheet.actualRowCount - 1 > ROSTER_MAX_ROWS) throw refuse(ROSTER_MESSAGES.tooManyRows);
  const records: { cells: string[]; row: number }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = Array.from({ length: Math.max(sheet.columnCount, row.cellCount) }, (_, i) =>
      cellText(row.getCell(i + 1).value),
    );
    records.push({ cells, row: rowNumber });
  });
  return linesOf(records);
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** A bulk add's file: an XLSX workbook (told by its bytes) or CSV text; anything else is refused. */
export async function parseRosterFile(fileName: string, bytes: Buffer): Promise<RosterLine[]> {
  const lower = fileName.toLowerCase();
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC)) return parseXlsx(bytes);
  if (bytes.subarray(0, 4).equals(OLE_MAGIC) || lower.endsWith('.xls'))
    throw refuse(ROSTER_MESSAGES.badFileType);
  if (lower.endsWith('.xlsx')) throw refuse(ROSTER_MESSAGES.badXlsx);
  if (bytes.length === 0) throw refuse(ROSTER_MESSAGES.empty);
  if (bytes.includes(0) && !(bytes[0] === 0xff || bytes[0] === 0xfe))
    throw refuse(ROSTER_MESSAGES.badFileType);
  return parseCsv(bytes);
}

/** The CSV template: the header and an example row; with a BOM so Excel reads it as UTF-8. */
export function rosterTemplateCsv(): string {
  return `\uFEFF${ROSTER_COLUMNS.join(',')}\r\nAsha Verma,asha.verma@example.com,Batch A,+91 98765 43210\r\n`;
}
