import { RESULTS_REPORT_COLUMNS, subjectMarksColumn } from '@aspirant/contract/test-reports.ts';
import { round2 } from '@aspirant/domain/marking.ts';
import ExcelJS from 'exceljs';

/** One student's line of a test's results report. */
export interface ReportLine {
  rank: number;
  name: string;
  email: string;
  score: number;
  percent: number;
  correct: number;
  wrong: number;
  unattempted: number;
  timeSpentSeconds: number;
  /** Marks per subject, in the order of `subjects`. */
  subjectMarks: number[];
}

export interface ResultsTable {
  testName: string;
  subjects: string[];
  lines: ReportLine[];
}

/** Seconds as minutes and seconds, `mm:ss` (minutes past 59 keep counting: 75:10). */
export function minutesSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

type Cell = string | number;

const header = (subjects: string[]): string[] => [
  ...RESULTS_REPORT_COLUMNS,
  ...subjects.map(subjectMarksColumn),
];

const cellsOf = (line: ReportLine): Cell[] => [
  line.rank,
  line.name,
  line.email,
  round2(line.score),
  round2(line.percent),
  line.correct,
  line.wrong,
  line.unattempted,
  minutesSeconds(line.timeSpentSeconds),
  ...line.subjectMarks.map(round2),
];

/**
 * A text cell: never read as a formula by a spreadsheet (CSV injection: a leading = + - @ tab or CR gets a quote
 * mark), and quoted when it holds a comma, quote or line break (the web's report.ts textCell).
 */
export function textCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]|^\s|\s$/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csvCell = (value: Cell) => (typeof value === 'number' ? String(value) : textCell(value));

/** UTF-8 with a byte-order mark and CRLF line ends, so spreadsheet programs read Hindi names as UTF-8. */
export function resultsCsv(table: ResultsTable): string {
  const lines = [header(table.subjects), ...table.lines.map(cellsOf)].map((cells) =>
    cells.map(csvCell).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A sheet's name: at most 31 characters, none of \ / ? * [ ] : (Excel's rules). */
export function sheetName(name: string): string {
  const clean = name
    .replace(/[\\/?*[\]:]/g, ' ')
    .trim()
    .slice(0, 31)
    .trim();
  return clean || 'Results';
}

/** The same table as a workbook: one sheet, the header bold and frozen, numbers as numbers. */
export async function resultsXlsx(table: ResultsTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Aspirant';
  const sheet = workbook.addWorksheet(sheetName(table.testName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = header(table.subjects);
  sheet.addRow(columns).font = { bold: true };
  // Cells are typed: a name starting with '=' is a string cell, never a formula.
  for (const line of table.lines) sheet.addRow(cellsOf(line));
  sheet.columns.forEach((column, i) => {
    column.width = Math.min(40, Math.max(8, (columns[i] ?? '').length + 2, i === 1 || i === 2 ? 24 : 0));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
