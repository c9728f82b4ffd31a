import {
  IMPORT_MESSAGES,
  OPTION_LETTERS,
  type QuestionDraftInput,
} from '@aspirant/contract/question-bank.ts';
import {
  checkDraft,
  firstWords,
  ImportFileError,
  type ImportItem,
  invalid,
  normaliseNewlines,
} from './common.ts';

/**
 * The one column layout of CSV and XLSX files (README.md in this folder). Headers are accepted in English or in
 * Hindi, in any order, ignoring case and extra spaces; only Question, Option A, Option B and Correct are required.
 */
export type ColumnKey =
  | 'question'
  | `option${(typeof OPTION_LETTERS)[number]}`
  | 'correct'
  | 'explanation'
  | 'difficulty'
  | 'subject'
  | 'topic'
  | 'tags'
  | 'questionHi'
  | `option${(typeof OPTION_LETTERS)[number]}Hi`
  | 'explanationHi';

export interface Column {
  key: ColumnKey;
  en: string;
  hi: string;
}

export const COLUMNS: Column[] = [
  { key: 'question', en: 'Question', hi: 'प्रश्न' },
  ...OPTION_LETTERS.map((l): Column => ({ key: `option${l}`, en: `Option ${l}`, hi: `विकल्प ${l}` })),
  { key: 'correct', en: 'Correct', hi: 'सही उत्तर' },
  { key: 'explanation', en: 'Explanation', hi: 'व्याख्या' },
  { key: 'difficulty', en: 'Difficulty', hi: 'कठिनाई' },
  { key: 'subject', en: 'Subject', hi: 'विषय' },
  { key: 'topic', en: 'Topic', hi: 'टॉपिक' },
  { key: 'tags', en: 'Tags', hi: 'टैग' },
  { key: 'questionHi', en: 'Question (Hindi)', hi: 'प्रश्न (हिंदी)' },
  ...OPTION_LETTERS.map(
    (l): Column => ({ key: `option${l}Hi`, en: `Option ${l} (Hindi)`, hi: `विकल्प ${l} (हिंदी)` }),
  ),
  { key: 'explanationHi', en: 'Explanation (Hindi)', hi: 'व्याख्या (हिंदी)' },
];

const REQUIRED: ColumnKey[] = ['question', 'optionA', 'optionB', 'correct'];

function headerKey(header: string): string {
  return header
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(/\s*\(\s*/g, ' (')
    .replace(/\s*\)/g, ')')
    .trim()
    .toLowerCase();
}

const BY_HEADER = new Map<string, ColumnKey>();
for (const column of COLUMNS) {
  BY_HEADER.set(headerKey(column.en), column.key);
  BY_HEADER.set(headerKey(column.hi), column.key);
}

/** The column of each header cell (undefined for an empty header over an empty column); throws on unknown ones. */
export function mapHeader(header: string[]): (ColumnKey | undefined)[] {
  if (header.every((cell) => cell.trim() === '')) throw new ImportFileError(IMPORT_MESSAGES.noHeader);
  const unknown: string[] = [];
  const seen = new Set<ColumnKey>();
  const keys = header.map((cell) => {
    if (cell.trim() === '') return undefined;
    const key = BY_HEADER.get(headerKey(cell));
    if (!key) unknown.push(cell.trim());
    else if (seen.has(key)) throw new ImportFileError(IMPORT_MESSAGES.duplicateColumn(cell.trim()));
    else seen.add(key);
    return key;
  });
  if (unknown.length > 0) throw new ImportFileError(IMPORT_MESSAGES.unknownColumns(unknown));
  const missing = REQUIRED.filter((key) => !seen.has(key));
  if (missing.length > 0)
    throw new ImportFileError(
      IMPORT_MESSAGES.missingColumns(missing.map((key) => COLUMNS.find((c) => c.key === key)?.en ?? key)),
    );
  return keys;
}

const DIFFICULTY: Record<string, 'easy' | 'medium' | 'hard'> = {
  easy: 'easy',
  medium: 'medium',
  hard: 'hard',
  आसान: 'easy',
  मध्यम: 'medium',
  कठिन: 'hard',
};

/** Options up to the last filled one: an empty option before a filled one stays, so the schema names it. */
function filled(cells: string[]): string[] {
  let last = cells.length - 1;
  while (last >= 0 && cells[last] === '') last -= 1;
  return cells.slice(0, last + 1);
}

/**
 * One data row as an item ('row N', N as the spreadsheet shows it); undefined for a row with nothing in it, which
 * is not a question and is left out of the report.
 */
export function rowItem(
  keys: (ColumnKey | undefined)[],
  cells: string[],
  rowNumber: number,
): ImportItem | undefined {
  const position = `row ${rowNumber}`;
  const values = new Map<ColumnKey, string>();
  let extra = false;
  cells.forEach((cell, i) => {
    // An apostrophe before =, +, -, @ is the export's guard against spreadsheet formulas (export/csv.ts): dropped.
    const value = normaliseNewlines(cell)
      .trim()
      .replace(/^'(?=[=+\-@])/, '');
    const key = keys[i];
    if (key) values.set(key, value);
    else if (value !== '') extra = true;
  });
  const get = (key: ColumnKey) => values.get(key) ?? '';
  if (![...values.values()].some((v) => v !== '') && !extra) return undefined;
  const name = firstWords(get('question'));
  if (extra) return invalid(position, name, 'The row has values in a column without a header.');

  const options = filled(OPTION_LETTERS.map((l) => get(`option${l}`)));
  const correct = get('correct').toUpperCase();
  if (correct === '')
    return invalid(position, name, 'Correct is empty: give the letter of the right option (A to F).');
  const index = OPTION_LETTERS.indexOf(correct as (typeof OPTION_LETTERS)[number]);
  if (index < 0 || (options.length > 0 && index >= options.length))
    return invalid(
      position,
      name,
      `Correct must be the letter of one of the options (A to ${OPTION_LETTERS[Math.max(options.length, 1) - 1]}), not "${get('correct')}".`,
    );
  const difficultyText = get('difficulty');
  const difficulty = DIFFICULTY[difficultyText.toLowerCase()];
  if (difficultyText !== '' && !difficulty)
    return invalid(
      position,
      name,
      `Difficulty must be easy, medium or hard (आसान, मध्यम, कठिन), not "${difficultyText}".`,
    );
  const optionsHi = filled(OPTION_LETTERS.map((l) => get(`option${l}Hi`)));
  const tags = get('tags')
    .split(/[,،]/)
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  const draft: QuestionDraftInput = {
    text: get('question'),
    options,
    correctIndex: index,
    explanation: get('explanation'),
    ...(difficulty ? { difficulty } : {}),
    ...(get('subject') ? { subject: get('subject') } : {}),
    ...(get('topic') ? { topic: get('topic') } : {}),
    tags: [...new Set(tags)],
    ...(get('questionHi') ? { textHi: get('questionHi') } : {}),
    ...(optionsHi.length > 0 ? { optionsHi } : {}),
    ...(get('explanationHi') ? { explanationHi: get('explanationHi') } : {}),
  };
  return checkDraft(position, name, draft);
}

/** The template: the header row in one language and one example row (a formula, a Hindi version, tags). */
export function templateRows(language: 'en' | 'hi'): string[][] {
  const example: Partial<Record<ColumnKey, string>> = {
    question: 'If \\(x^2 = 49\\) and \\(x > 0\\), what is \\(x\\)?',
    optionA: '5',
    optionB: '6',
    optionC: '7',
    optionD: '8',
    correct: 'C',
    explanation: '\\(7 \\times 7 = 49\\), and 7 is the positive root.',
    difficulty: language === 'hi' ? 'आसान' : 'easy',
    subject: 'Mathematics',
    topic: 'Algebra',
    tags: 'squares, roots',
    questionHi: 'यदि \\(x^2 = 49\\) और \\(x > 0\\) है, तो \\(x\\) क्या है?',
    optionAHi: '५',
    optionBHi: '६',
    optionCHi: '७',
    optionDHi: '८',
    explanationHi: '\\(7 \\times 7 = 49\\), और 7 धनात्मक मूल है।',
  };
  return [COLUMNS.map((c) => (language === 'hi' ? c.hi : c.en)), COLUMNS.map((c) => example[c.key] ?? '')];
}
