import { PassThrough } from 'node:stream';
import { RESULTS_REPORT_COLUMNS, subjectMarksColumn } from '@aspirant/contract/test-reports.ts';
import type { Language } from '@aspirant/contract/ui-language.ts';
import { round2 } from '@aspirant/domain/marking.ts';
import ExcelJS from 'exceljs';
import { turnEvery } from '../../lib/turns.ts';

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
  /** The header row's language (the reader's interface language). */
  language: Language;
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

/**
 * Lines and rows written per turn of the event loop (`turnEvery`). For 100,000 students a CSV takes about 0.2 s
 * and a workbook 3.5 s of the thread; in these turns the saves of a test being written went on (bench/README.md,
 * 'Results reports').
 */
const CSV_LINES_PER_TURN = 250;
const XLSX_ROWS_PER_TURN = 25;

const header = ({ subjects, language }: ResultsTable): string[] => [
  ...RESULTS_REPORT_COLUMNS[language],
  ...subjects.map((subject) => subjectMarksColumn(subject, language)),
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
export async function resultsCsv(table: ResultsTable): Promise<string> {
  const lines = [header(table).map(csvCell).join(',')];
  for (let i = 0; i < table.lines.length; i++) {
    lines.push(cellsOf(table.lines[i]!).map(csvCell).join(','));
    await turnEvery(i, CSV_LINES_PER_TURN);
  }
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

/**
 * The same table as a workbook: one sheet, the header bold and frozen, numbers as numbers.
 *
 * Written row by row with ExcelJS's streaming writer and inline strings, collecting only the zipped bytes: the
 * in-memory workbook held every cell as an object and added 1.1–1.4 GB to the server for 100,000 students
 * (bench/README.md, 'Results reports').
 */
export async function resultsXlsx(table: ResultsTable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const out = new PassThrough();
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Aspirant';
  const sheet = workbook.addWorksheet(sheetName(table.testName), { views: [{ state: 'frozen', ySplit: 1 }] });
  const columns = header(table);
  sheet.columns = columns.map((title, i) => ({
    width: Math.min(40, Math.max(8, title.length + 2, i === 1 || i === 2 ? 24 : 0)),
  }));
  const top = sheet.addRow(columns);
  top.font = { bold: true };
  top.commit();
  // Cells are typed: a name starting with '=' is a string cell, never a formula.
  for (let i = 0; i < table.lines.length; i++) {
    sheet.addRow(cellsOf(table.lines[i]!)).commit();
    await turnEvery(i, XLSX_ROWS_PER_TURN);
  }
  sheet.commit();
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
