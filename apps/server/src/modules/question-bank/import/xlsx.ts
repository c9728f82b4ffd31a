import { IMPORT_MESSAGES, MAX_IMPORT_ITEMS } from '@aspirant/contract/question-bank.ts';
import ExcelJS from 'exceljs';
import { mapHeader, rowItem, templateRows } from './columns.ts';
import { ImportFileError, type ImportItem } from './common.ts';

/** A cell as text, whatever exceljs holds in it: rich text, a formula's result, a hyperlink's text, a date. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return cellText((value as ExcelJS.CellHyperlinkValue).text as ExcelJS.CellValue);
  if ('error' in value) return '';
  return '';
}

/**
 * XLSX in the layout of columns.ts: the first worksheet, its first non-empty row as the header, each row after it
 * as 'row N' (the row number Excel shows). Asynchronous, as exceljs reads the workbook asynchronously.
 */
export async function parseXlsx(input: Buffer | Uint8Array): Promise<ImportItem[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(input as unknown as ExcelJS.Buffer);
  } catch {
    throw new ImportFileError(IMPORT_MESSAGES.badXlsx);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet || sheet.actualRowCount === 0) throw new ImportFileError(IMPORT_MESSAGES.empty);
  // The header and at most one row more than allowed are enough to refuse a file that is too long.
  if (sheet.actualRowCount - 1 > MAX_IMPORT_ITEMS)
    throw new ImportFileError(IMPORT_MESSAGES.tooManyItems(sheet.actualRowCount - 1));
  const width = sheet.actualColumnCount > 0 ? sheet.columnCount : 0;
  let keys: ReturnType<typeof mapHeader> | undefined;
  const items: ImportItem[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = Array.from({ length: Math.max(width, row.cellCount) }, (_, i) =>
      cellText(row.getCell(i + 1).value),
    );
    if (!keys) {
      keys = mapHeader(cells);
      return;
    }
    const item = rowItem(keys, cells, rowNumber);
    if (item) items.push(item);
  });
  return items;
}

/** The XLSX template: one worksheet 'Questions', the header row in bold, one example row. */
export async function templateXlsx(language: 'en' | 'hi'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Questions');
  const [header, example] = templateRows(language);
  sheet.addRow(header);
  sheet.addRow(example);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((column) => {
    column.width = 18;
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
