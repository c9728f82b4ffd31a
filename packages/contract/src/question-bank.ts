import { z } from 'zod';
import { endpoint } from './endpoint.ts';
import { idSchema, MessageBodySchema, positiveIdSchema } from './fields.ts';

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

/** An import file may be at most this large (20 MB) ... */
export const MAX_IMPORT_FILE_BYTES = 20 * 1024 * 1024;
/** ... and hold at most this many items (questions, skipped ones included). */
export const MAX_IMPORT_ITEMS = 20_000;
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
const draftFields = {
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
    .array(z.string({ error: M.tagInvalid }).trim().min(1, M.tagInvalid).max(TAG_MAX_LENGTH, M.tagInvalid), {
      error: M.tagInvalid,
    })
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
};

export const QuestionDraftSchema = z.strictObject(draftFields).superRefine(checkOptions);
/** A draft as the schema returns it (trimmed, explanation and tags defaulted). */
export type QuestionDraft = z.infer<typeof QuestionDraftSchema>;
/** A draft as an author or a parser gives it. */
export type QuestionDraftInput = z.input<typeof QuestionDraftSchema>;

/** The rules across fields of a question, shared by the import draft and the authoring form's body. */
function checkOptions(
  draft: { options: string[]; correctIndex: number; tags: string[]; optionsHi?: string[] | undefined },
  ctx: z.core.$RefinementCtx,
): void {
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
}

// ---------------------------------------------------------------------------------------------------------------
// The question bank's API (issue 16): the authoring screens, import and export. Staff only (roles 1, 2, 4); a
// centre's staff reach the global bank and their own centre's, never another centre's (an unknown id and another
// centre's answer alike, 404). Students never list the bank.
// ---------------------------------------------------------------------------------------------------------------

export const QUESTION_PAGE_SIZE_DEFAULT = 25;
export const QUESTION_PAGE_SIZE_MAX = 100;
export const QUESTION_SEARCH_MAX_LENGTH = 200;
export const BULK_MAX_QUESTIONS = 500;
export const QUESTION_IMAGE_MAX_BYTES = 1024 * 1024;
export const QUESTION_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const EXPORT_FORMATS = ['moodle-xml', 'gift', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const REPORT_KINDS = ['wrong_key', 'typo', 'translation'] as const;

export const BANK_MESSAGES = {
  badQuestionId: 'The question id must be a positive whole number.',
  badTopicId: 'The topic id must be a positive whole number.',
  badSubjectId: 'The subject id must be a positive whole number.',
  badCustomerId: 'The coaching centre id must be a positive whole number.',
  badReportId: 'The report id must be a positive whole number.',
  badPage: 'The page must be a whole number from 1.',
  badPageSize: `The page size must be a whole number from 1 to ${QUESTION_PAGE_SIZE_MAX}.`,
  searchTooLong: `The search must be at most ${QUESTION_SEARCH_MAX_LENGTH} characters.`,
  badOwner: "The owner must be 'global', 'centre' or a coaching centre's id.",
  badStatus: "The status must be 'active', 'retired' or 'all'.",
  badUsed: "The used filter must be 'used' or 'unused'.",
  badBulkIds: `Choose 1 to ${BULK_MAX_QUESTIONS} questions.`,
  badBulkAction: "The action must be 'retag', 'move-topic', 'retire' or 'restore'.",
  bulkTopicRequired: 'Choose the topic to move the questions to.',
  bulkTagsRequired: 'Name at least one tag to add or remove.',
  badImage: 'The image must be a token returned by the image upload, or null.',
  questionNotFound: 'Question not found.',
  topicNotFound: 'Topic not found.',
  subjectNotFound: 'Subject not found.',
  customerNotFound: 'Coaching centre not found.',
  reportNotFound: 'Report not found.',
  imageNotFound: 'Image not found.',
  topicNotOfSubject: 'The topic does not belong to the chosen subject.',
  topicTaken: 'Your centre already has a topic with this name in this subject.',
  topicNameInvalid: `The topic name must be 1 to ${CATEGORY_NAME_MAX_LENGTH} characters.`,
  otherBank: 'You can only change questions of your own coaching centre.',
  globalBankOnlySuperAdmin: 'Only the super admin can change questions of the global bank.',
  notAStudent: 'Students cannot open the question bank.',
  imageTooLarge: `The image must be at most ${QUESTION_IMAGE_MAX_BYTES / (1024 * 1024)} MB.`,
  imageType: 'The image must be a PNG, JPEG, WebP or GIF file.',
  imageEmpty: 'The image is empty.',
  imageLinkInvalid: 'This image link is not valid.',
  imageLinkExpired: 'This image link has expired: open the page again.',
  oldVersion:
    'This is an old version of the question, kept as its students saw it: edit the current version.',
  retired: 'Question retired: it will be in no new test or practice set.',
  restored: 'Question restored.',
  reportResolved: 'Report marked as resolved.',
  badFormat: `The format must be one of: ${EXPORT_FORMATS.join(', ')}.`,
  badImportFormat: `The format must be one of: ${IMPORT_FORMATS.join(', ')}.`,
  badDryRun: "dryRun must be 'true' or 'false'.",
  fileRequired: 'Choose a file to import.',
  badMapping: 'The category mapping must be a JSON list of { category, subjectId, topicId or topicName }.',
  mappingSubjectRequired: (category: string) => `Choose a subject for the category "${category}".`,
  /** The same for the items of a file without categories (Aiken, a CSV without Subject and Topic...). */
  mappingSubjectRequiredUncategorised: 'Choose a subject for the questions without a category.',
  mappingTopicRequired: (category: string) =>
    category === ''
      ? 'Choose a topic for the questions without a category.'
      : `Choose a topic for the category "${category}".`,
  duplicateInBank: 'Already in the question bank (the same text).',
  duplicateInFile: (line: string) => `The same question is at ${line} of the file.`,
  noCentre: 'Your account belongs to no coaching centre, so it has no question bank to import into.',
  nothingToImport: 'No question of the file can be imported.',
  badTemplateLanguage: "The template's language must be 'en' or 'hi'.",
  badTemplateFormat: "The template's format must be 'csv' or 'xlsx'.",
} as const;
const B = BANK_MESSAGES;

const QuestionIdParams = z.object({ id: positiveIdSchema(B.badQuestionId) });

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());

/** The filters of the list and of the export. `owner`: 'global', 'centre' (the caller's own) or a centre id. */
export const QuestionFiltersSchema = z.object({
  q: optionalQuery(z.string().trim().max(QUESTION_SEARCH_MAX_LENGTH, B.searchTooLong)),
  subjectId: optionalQuery(positiveIdSchema(B.badSubjectId)),
  topicId: optionalQuery(positiveIdSchema(B.badTopicId)),
  difficulty: optionalQuery(z.enum(DIFFICULTIES, { error: M.difficultyInvalid })),
  tag: optionalQuery(z.string().trim().min(1, M.tagInvalid).max(TAG_MAX_LENGTH, M.tagInvalid)),
  owner: optionalQuery(
    z.union([z.enum(['global', 'centre']), positiveIdSchema(B.badOwner)], { error: B.badOwner }),
  ),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(['active', 'retired', 'all'], { error: B.badStatus }).default('active'),
  ),
  used: optionalQuery(z.enum(['used', 'unused'], { error: B.badUsed })),
  /** Only questions with open student reports. */
  reported: optionalQuery(z.enum(['true', 'false']).transform((v) => v === 'true')),
});
export type QuestionFilters = z.infer<typeof QuestionFiltersSchema>;

const pageQuery = {
  page: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: B.badPage })
      .int(B.badPage)
      .min(1, B.badPage)
      .max(1_000_000, B.badPage)
      .default(1),
  ),
  pageSize: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: B.badPageSize })
      .int(B.badPageSize)
      .min(1, B.badPageSize)
      .max(QUESTION_PAGE_SIZE_MAX, B.badPageSize)
      .default(QUESTION_PAGE_SIZE_DEFAULT),
  ),
};

/** A question as staff see it in the bank, key and explanation included. */
export const BankQuestionSchema = z.object({
  id: z.number().int(),
  /** The first version's id: every version of the question shares it. */
  familyId: z.number().int(),
  version: z.number().int(),
  /** The id of the version that replaced this one; null for the current version. */
  supersededBy: z.number().int().nullable(),
  ownerCustomerId: z.number().int().nullable(),
  /** 'Global bank' or the centre's name. */
  ownerName: z.string(),
  /** May the caller edit, retire and move it (their own centre's, or any for the super admin)? */
  editable: z.boolean(),
  status: z.enum(['active', 'retired']),
  subjectId: z.number().int(),
  subjectName: z.string(),
  topicId: z.number().int(),
  topicName: z.string(),
  difficulty: z.enum(DIFFICULTIES),
  text: z.string(),
  options: z.array(z.string()),
  correctIndex: z.number().int(),
  explanation: z.string(),
  textHi: z.string().nullable(),
  optionsHi: z.array(z.string()).nullable(),
  explanationHi: z.string().nullable(),
  /** The stored image token ('bank:<sha256>') and a signed URL to show it; null without an image. */
  image: z.string().nullable(),
  imageUrl: z.string().nullable(),
  tags: z.array(z.string()),
  isPractice: z.boolean(),
  /** Has any attempt or practice set used it? Editing a used question makes a new version. */
  used: z.boolean(),
  openReports: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;

/** The authoring form's body (create and edit). */
export const QuestionInputSchema = z
  .strictObject({
    text: draftFields.text,
    options: draftFields.options,
    correctIndex: draftFields.correctIndex,
    explanation: draftFields.explanation,
    difficulty: z.enum(DIFFICULTIES, { error: M.difficultyInvalid }),
    subjectId: positiveIdSchema(B.badSubjectId),
    topicId: positiveIdSchema(B.badTopicId),
    tags: draftFields.tags,
    textHi: z.preprocess((v) => (v === '' ? null : v), draftFields.textHi.nullable()),
    optionsHi: z.preprocess(
      (v) => (Array.isArray(v) && v.every((o) => o === '') ? null : v),
      draftFields.optionsHi.nullable(),
    ),
    explanationHi: z.preprocess((v) => (v === '' ? null : v), draftFields.explanationHi.nullable()),
    image: z
      .string({ error: B.badImage })
      .regex(/^bank:[0-9a-f]{64}$/, B.badImage)
      .nullable()
      .default(null),
    isPractice: z.boolean().default(false),
    /** Create only: the bank to add to. A centre's staff: their own (the default); the super admin: any, or null (global, the default). */
    customerId: idSchema(B.badCustomerId).nullable().optional(),
  })
  .superRefine((input, ctx) => checkOptions({ ...input, optionsHi: input.optionsHi ?? undefined }, ctx));
export type QuestionInput = z.infer<typeof QuestionInputSchema>;

const QuestionBody = z.object({ success: z.literal(true), question: BankQuestionSchema });

export const listQuestions = endpoint({
  method: 'GET',
  path: '/api/questions',
  query: z.object({ ...QuestionFiltersSchema.shape, ...pageQuery }),
  response: z.object({
    success: z.literal(true),
    questions: z.array(BankQuestionSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const VersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  status: z.enum(['active', 'retired']),
  createdAt: z.string(),
  text: z.string(),
});

/** One question with its versions, newest first. */
export const getQuestion = endpoint({
  method: 'GET',
  path: '/api/questions/:id',
  params: QuestionIdParams,
  response: z.object({
    success: z.literal(true),
    question: BankQuestionSchema,
    versions: z.array(VersionSchema),
  }),
});

export const createQuestion = endpoint({
  method: 'POST',
  path: '/api/questions',
  body: QuestionInputSchema,
  response: QuestionBody,
});

/**
 * Edits a question. One no attempt or practice set has used changes in place; a used one gets a new version
 * (`versioned: true`, `question.id` is the new version's) and the old one stays as its students saw it.
 */
export const updateQuestion = endpoint({
  method: 'PUT',
  path: '/api/questions/:id',
  params: QuestionIdParams,
  body: QuestionInputSchema,
  response: z.object({ success: z.literal(true), question: BankQuestionSchema, versioned: z.boolean() }),
});

export const BULK_ACTIONS = ['retag', 'move-topic', 'retire', 'restore'] as const;

export const bulkQuestions = endpoint({
  method: 'POST',
  path: '/api/questions/bulk',
  body: z
    .strictObject({
      ids: z
        .array(positiveIdSchema(B.badQuestionId), { error: B.badBulkIds })
        .min(1, B.badBulkIds)
        .max(BULK_MAX_QUESTIONS, B.badBulkIds),
      action: z.enum(BULK_ACTIONS, { error: B.badBulkAction }),
      addTags: draftFields.tags.optional(),
      removeTags: draftFields.tags.optional(),
      topicId: positiveIdSchema(B.badTopicId).optional(),
    })
    .superRefine((body, ctx) => {
      if (body.action === 'move-topic' && body.topicId === undefined)
        ctx.addIssue({ code: 'custom', path: ['topicId'], message: B.bulkTopicRequired });
      if (body.action === 'retag' && !(body.addTags?.length || body.removeTags?.length))
        ctx.addIssue({ code: 'custom', path: ['addTags'], message: B.bulkTagsRequired });
    }),
  response: z.object({ success: z.literal(true), updated: z.number().int() }),
});

/** The authoring form's warning while typing: current questions of the visible banks with the same normalised text. */
export const findDuplicates = endpoint({
  method: 'POST',
  path: '/api/questions/duplicates',
  body: z.strictObject({
    text: z.string({ error: M.textRequired }).max(QUESTION_TEXT_MAX_LENGTH, M.textTooLong),
    /** The question being edited (its own family is no duplicate). */
    excludeId: positiveIdSchema(B.badQuestionId).optional(),
  }),
  response: z.object({
    success: z.literal(true),
    duplicates: z.array(
      z.object({
        id: z.number().int(),
        text: z.string(),
        ownerName: z.string(),
        status: z.enum(['active', 'retired']),
      }),
    ),
  }),
});

export const BankTopicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subjectId: z.number().int(),
  /** null: a topic of the global syllabus. */
  ownerCustomerId: z.number().int().nullable(),
});

/** What the screens' filters and form offer: subjects with their visible topics, tags in use, centres (super admin). */
export const getBankMeta = endpoint({
  method: 'GET',
  path: '/api/questions/meta',
  response: z.object({
    success: z.literal(true),
    subjects: z.array(z.object({ id: z.number().int(), name: z.string(), topics: z.array(BankTopicSchema) })),
    tags: z.array(z.string()),
    /** The centres whose banks the caller reaches: all of them for the super admin, their own for staff. */
    centres: z.array(z.object({ id: z.number().int(), name: z.string() })),
    canEditGlobal: z.boolean(),
  }),
});

export const createTopic = endpoint({
  method: 'POST',
  path: '/api/questions/topics',
  body: z.strictObject({
    subjectId: positiveIdSchema(B.badSubjectId),
    name: z
      .string({ error: B.topicNameInvalid })
      .trim()
      .min(1, B.topicNameInvalid)
      .max(CATEGORY_NAME_MAX_LENGTH, B.topicNameInvalid),
    /** The super admin: the centre to add it to, or null for the global syllabus (the default). */
    customerId: idSchema(B.badCustomerId).nullable().optional(),
  }),
  response: z.object({ success: z.literal(true), topic: BankTopicSchema }),
});

export const QuestionReportSchema = z.object({
  id: z.number().int(),
  questionId: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  comment: z.string(),
  status: z.enum(['open', 'resolved']),
  createdAt: z.string(),
  studentName: z.string(),
  testName: z.string().nullable(),
  /** The question as it is now (the current version of the reported one's family). */
  question: BankQuestionSchema,
});

/** The inbox: students' reports on questions of the banks the caller may edit, oldest open first. */
export const listQuestionReports = endpoint({
  method: 'GET',
  path: '/api/questions/reports',
  query: z.object({
    status: z.preprocess(
      emptyToUndefined,
      z.enum(['open', 'resolved'], { error: B.badStatus }).default('open'),
    ),
    ...pageQuery,
  }),
  response: z.object({
    success: z.literal(true),
    reports: z.array(QuestionReportSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});

export const resolveQuestionReport = endpoint({
  method: 'POST',
  path: '/api/questions/reports/:id/resolve',
  params: z.object({ id: positiveIdSchema(B.badReportId) }),
  response: MessageBodySchema,
});

/**
 * Uploads an image for a question (raw body, Content-Type image/png, image/jpeg, image/webp or image/gif, at most
 * QUESTION_IMAGE_MAX_BYTES). `?customerId=` as for create. Answers the token to put in `image`.
 */
export const uploadQuestionImage = endpoint({
  method: 'POST',
  path: '/api/questions/images',
  query: z.object({ customerId: optionalQuery(positiveIdSchema(B.badCustomerId)) }),
  response: z.object({ success: z.literal(true), image: z.string(), imageUrl: z.string() }),
});

export const ImportItemSchema = z.object({
  /** Where the item is: 'line 12', 'question 3' (Moodle XML), 'row 5' (CSV, XLSX). */
  line: z.string(),
  name: z.string(),
  status: z.enum(['import', 'duplicate', 'skipped']),
  reason: z.string().optional(),
  /** The file's category for the item (Moodle `$course$/A/B`, the CSV's Subject/Topic), if any. */
  category: z.string().optional(),
  warnings: z.array(z.string()).optional(),
});
export type ImportReportItem = z.infer<typeof ImportItemSchema>;

export const CategoryMappingSchema = z.object({
  category: z.string(),
  subjectId: z.number().int().nullable(),
  topicId: z.number().int().nullable(),
  /** A new topic of the caller's centre to create under subjectId. */
  topicName: z.string().optional(),
});

/**
 * `POST /api/questions/import`: multipart with `file`, optional `format` (detected from the name and content),
 * `dryRun` ('true' by default), `customerId` (super admin) and `mapping` (JSON list of CategoryMapping). The body
 * accounts for every item of the file; `imported` counts what was (or, in a dry run, would be) imported.
 */
export const ImportResponseSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  format: z.enum(IMPORT_FORMATS),
  imported: z.number().int(),
  duplicates: z.number().int(),
  skipped: z.number().int(),
  items: z.array(ImportItemSchema),
  /** The file's categories with the subject and topic each maps to (matched by name, or as `mapping` chose). */
  categories: z.array(CategoryMappingSchema.extend({ count: z.number().int() })),
});
export type ImportResponse = z.infer<typeof ImportResponseSchema>;
export const importQuestions = endpoint({
  method: 'POST',
  path: '/api/questions/import',
  response: ImportResponseSchema,
});

/** The CSV or XLSX template with its documented columns, headed in English or Hindi. */
export const importTemplate = endpoint({
  method: 'GET',
  path: '/api/questions/import/template',
  query: z.object({
    format: z.enum(['csv', 'xlsx'], { error: B.badTemplateFormat }),
    lang: z.preprocess(
      emptyToUndefined,
      z.enum(['en', 'hi'], { error: B.badTemplateLanguage }).default('en'),
    ),
  }),
  response: z.unknown(),
});

/** A selection (the list's filters, or `ids`) or a whole bank as Moodle XML, GIFT or CSV. */
export const exportQuestions = endpoint({
  method: 'GET',
  path: '/api/questions/export',
  query: z.object({
    ...QuestionFiltersSchema.shape,
    format: z.enum(EXPORT_FORMATS, { error: B.badFormat }),
    ids: optionalQuery(
      z
        .string()
        .regex(/^\d+(,\d+)*$/, B.badBulkIds)
        .transform((v) => v.split(',').map(Number))
        .refine((v) => v.length <= QUESTION_PAGE_SIZE_MAX * 100, B.badBulkIds),
    ),
  }),
  response: z.unknown(),
});
