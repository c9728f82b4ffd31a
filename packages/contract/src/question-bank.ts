import { z } from 'zod';

/**
 * The question bank (issue 16): limits of an authored or imported question, and the limits of an import file.
 * The constants are plain values so the screens can show them without parsing anything.
 */
export const QUESTION_TEXT_MAX_LENGTH = 4000;
export const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 6;
export const OPTION_MAX_LENGTH = 1000;
export const EXPLANATION_MAX_LENGTH = 8000;
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 40;
/** Subject and topic names as an author or a file gives them (the bank maps them to its own ids later). */
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
/** The letters options are shown and named with: A for the first, F for the sixth. */
export const OPTION_LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** An import file may be at most this large (5 MB) ... */
export const MAX_IMPORT_FILE_BYTES = 5 * 1024 * 1024;
/** ... and hold at most this many items (questions, skipped ones included). */
export const MAX_IMPORT_ITEMS = 2000;
export const IMPORT_FORMATS = ['moodle-xml', 'gift', 'aiken', 'csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** 'A' for 0, 'F' for 5; past F the number, so a message never names a letter that does not exist. */
export function optionLetter(index: number): string {
  return OPTION_LETTERS[index] ?? `${index + 1}`;
}

/** Messages of the draft schema: the server sends them as they are, the import report shows them per item. */
export const QUESTION_BANK_MESSAGES = {
  textRequired: 'The question text is required.',
  textTooLong: `The question text must be at most ${QUESTION_TEXT_MAX_LENGTH} characters.`,
  optionsRequired: `A question needs ${OPTIONS_MIN} to ${OPTIONS_MAX} options.`,
  tooFewOptions: (count: number) =>
    `A question needs at least ${OPTIONS_MIN} options; this one has ${count}.`,
  tooManyOptions: (count: number) =>
    `A question can have at most ${OPTIONS_MAX} options; this one has ${count}.`,
  optionEmpty: (index: number) => `Option ${optionLetter(index)} is empty.`,
  optionTooLong: (index: number) =>
    `Option ${optionLetter(index)} must be at most ${OPTION_MAX_LENGTH} characters.`,
  optionsSame: (first: number, second: number) =>
    `Options ${optionLetter(first)} and ${optionLetter(second)} are the same.`,
  correctRequired: 'The correct answer is required: the index of one of the options (0 for A, 1 for B, ...).',
  correctOutOfRange: (count: number) =>
    `The correct answer must be one of the options (A to ${optionLetter(count - 1)}).`,
  explanationTooLong: `The explanation must be at most ${EXPLANATION_MAX_LENGTH} characters.`,
  difficultyInvalid: 'The difficulty must be easy, medium or hard.',
  subjectInvalid: `The subject name must be 1 to ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  topicInvalid: `The topic name must be 1 to ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  tooManyTags: (count: number) => `A question can have at most ${TAGS_MAX} tags; this one has ${count}.`,
  tagInvalid: `Each tag must be 1 to ${TAG_MAX_LENGTH} characters.`,
  textHiTooLong: `The Hindi question text must be at most ${QUESTION_TEXT_MAX_LENGTH} characters.`,
  textHiInvalid: 'The Hindi question text must be text.',
  optionsHiCount: (options: number, optionsHi: number) =>
    `The Hindi options must match the English ones: ${options} English option${options === 1 ? '' : 's'}, ${optionsHi} Hindi.`,
  optionHiEmpty: (index: number) => `Hindi option ${optionLetter(index)} is empty.`,
  optionHiTooLong: (index: number) =>
    `Hindi option ${optionLetter(index)} must be at most ${OPTION_MAX_LENGTH} characters.`,
  explanationHiTooLong: `The Hindi explanation must be at most ${EXPLANATION_MAX_LENGTH} characters.`,
} as const;

/** Whole-file messages and skip reasons of the importer (apps/server/src/modules/question-bank/import). */
export const IMPORT_MESSAGES = {
  fileTooLarge: (bytes: number) =>
    `The file is ${(bytes / (1024 * 1024)).toFixed(1)} MB; files up to ${MAX_IMPORT_FILE_BYTES / (1024 * 1024)} MB can be imported.`,
  tooManyItems: (count: number) =>
    `The file has ${count.toLocaleString('en-US')} questions; at most ${MAX_IMPORT_ITEMS.toLocaleString('en-US')} can be imported at once. Split it into smaller files.`,
  unknownFormat: (fileName: string) =>
    `"${fileName}" is not a file that can be imported: use Moodle XML (.xml), GIFT (.gift or .txt), Aiken (.aiken or .txt), CSV (.csv) or Excel (.xlsx).`,
  oldExcel: 'Old Excel files (.xls) cannot be read: save the file as .xlsx (Excel Workbook) and import that.',
  notUtf8: 'The file is not UTF-8 text: save it as UTF-8 (in Excel: "CSV UTF-8") and import it again.',
  empty: 'The file is empty.',
  noQuestions: 'The file holds no questions.',
  badXml: (message: string, line: number) => `The XML file is broken at line ${line}: ${message}.`,
  xmlUnreadable: (message: string) => `The XML file cannot be read: ${message}`,
  notMoodleXml: 'The XML file is not a Moodle XML export: it has no <quiz> element.',
  badCsv: (message: string) => `The CSV file cannot be read: ${message}`,
  badXlsx: 'The file cannot be read as an Excel workbook (.xlsx).',
  noHeader: 'The first row must name the columns (Question, Option A, Option B, ..., Correct).',
  unknownColumns: (names: string[]) =>
    `Unknown column${names.length === 1 ? '' : 's'}: ${names.map((n) => `"${n}"`).join(', ')}. See the template for the columns that can be used.`,
  missingColumns: (names: string[]) =>
    `Missing column${names.length === 1 ? '' : 's'}: ${names.map((n) => `"${n}"`).join(', ')}.`,
  duplicateColumn: (name: string) => `The column "${name}" appears twice.`,
  giftNoBlankLine: (line: number) =>
    `Two questions without a blank line between them: the second starts on line ${line}. Put a blank line before it.`,
  // Skip reasons: the item is a question of a type the bank does not hold (or not a question at all).
  skipEssay: 'Essay questions are not imported.',
  skipMatching: 'Matching questions are not imported.',
  skipNumerical: 'Numerical questions are not imported.',
  skipShortAnswer: 'Short-answer questions are not imported.',
  skipMultipleResponse: 'Multiple-response questions (more than one correct answer) are not imported.',
  skipCloze: 'Cloze (embedded answers) questions are not imported.',
  skipDescription: 'Descriptions are not questions and are not imported.',
  skipCategory: (topic: string | undefined) =>
    topic
      ? `A category, not a question: the questions after it get the topic "${topic}".`
      : 'A category, not a question: the questions after it get no topic.',
  skipOtherType: (type: string) => `"${type}" questions are not imported.`,
} as const;

const M = QUESTION_BANK_MESSAGES;

/** Two options are the same when they match after trimming, folding spaces and case (Unicode NFC). */
export function optionKey(option: string): string {
  return option.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const optionalName = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(CATEGORY_NAME_MAX_LENGTH, message).optional();

/**
 * An authored or imported question before it is stored: 2 to 6 options with exactly one correct (correctIndex),
 * an optional Hindi version, subject and topic by name. Text is trimmed; formulas (LaTeX between \( \) or $ $)
 * and Devanagari are kept as written.
 */
export const QuestionDraftSchema = z
  .strictObject({
    text: z
      .string({ error: M.textRequired })
      .trim()
      .min(1, M.textRequired)
      .max(QUESTION_TEXT_MAX_LENGTH, M.textTooLong),
    options: z.array(z.string({ error: M.optionsRequired }).trim(), { error: M.optionsRequired }),
    correctIndex: z.number({ error: M.correctRequired }).int(M.correctRequired).min(0, M.correctRequired),
    explanation: z
      .string({ error: M.explanationTooLong })
      .trim()
      .max(EXPLANATION_MAX_LENGTH, M.explanationTooLong)
      .default(''),
    difficulty: z.enum(DIFFICULTIES, { error: M.difficultyInvalid }).optional(),
    subject: optionalName(M.subjectInvalid),
    topic: optionalName(M.topicInvalid),
    tags: z
      .array(
        z.string({ error: M.tagInvalid }).trim().min(1, M.tagInvalid).max(TAG_MAX_LENGTH, M.tagInvalid),
        {
          error: M.tagInvalid,
        },
      )
      .default([]),
    textHi: z
      .string({ error: M.textHiInvalid })
      .trim()
      .min(1, M.textHiInvalid)
      .max(QUESTION_TEXT_MAX_LENGTH, M.textHiTooLong)
      .optional(),
    optionsHi: z.array(z.string({ error: M.textHiInvalid }).trim(), { error: M.textHiInvalid }).optional(),
    explanationHi: z
      .string({ error: M.explanationHiTooLong })
      .trim()
      .max(EXPLANATION_MAX_LENGTH, M.explanationHiTooLong)
      .optional(),
  })
  .superRefine((draft, ctx) => {
    const { options } = draft;
    if (options.length < OPTIONS_MIN)
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.tooFewOptions(options.length) });
    if (options.length > OPTIONS_MAX)
      ctx.addIssue({ code: 'custom', path: ['options'], message: M.tooManyOptions(options.length) });
    const seen = new Map<string, number>();
    options.forEach((option, i) => {
      if (option === '') ctx.addIssue({ code: 'custom', path: ['options', i], message: M.optionEmpty(i) });
      else if (option.length > OPTION_MAX_LENGTH)
        ctx.addIssue({ code: 'custom', path: ['options', i], message: M.optionTooLong(i) });
      const key = optionKey(option);
      const first = seen.get(key);
      if (option !== '' && first !== undefined)
        ctx.addIssue({ code: 'custom', path: ['options', i], message: M.optionsSame(first, i) });
      else seen.set(key, i);
    });
    if (options.length > 0 && draft.correctIndex >= options.length)
      ctx.addIssue({ code: 'custom', path: ['correctIndex'], message: M.correctOutOfRange(options.length) });
    if (draft.tags.length > TAGS_MAX)
      ctx.addIssue({ code: 'custom', path: ['tags'], message: M.tooManyTags(draft.tags.length) });
    const hi = draft.optionsHi;
    if (hi) {
      if (hi.length !== options.length)
        ctx.addIssue({
          code: 'custom',
          path: ['optionsHi'],
          message: M.optionsHiCount(options.length, hi.length),
        });
      hi.forEach((option, i) => {
        if (option === '')
          ctx.addIssue({ code: 'custom', path: ['optionsHi', i], message: M.optionHiEmpty(i) });
        else if (option.length > OPTION_MAX_LENGTH)
          ctx.addIssue({ code: 'custom', path: ['optionsHi', i], message: M.optionHiTooLong(i) });
      });
    }
  });
/** A draft as the schema returns it (trimmed, explanation and tags defaulted). */
export type QuestionDraft = z.infer<typeof QuestionDraftSchema>;
/** A draft as an author or a parser gives it. */
export type QuestionDraftInput = z.input<typeof QuestionDraftSchema>;
