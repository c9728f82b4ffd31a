import { z } from 'zod';
import { BATCH_MESSAGES, BatchIdParamsSchema, BatchSchema } from './batches.ts';
import { endpoint } from './endpoint.ts';
import { positiveIdSchema } from './fields.ts';
import { PROFILE_MESSAGES } from './profile.ts';

/**
 * Issue 17 point 7 and point 4 (staff side): the batch page (its students, its tests and how the batch did in
 * them), adding students in bulk from a CSV or XLSX file, and a student's extra-time accommodation.
 */

/** Limits of a bulk add, enforced on the server. */
export const ROSTER_MAX_FILE_BYTES = 2 * 1024 * 1024;
export const ROSTER_MAX_ROWS = 2000;
/** The columns of a bulk add, in the template's order; phone may be left out. */
export const ROSTER_COLUMNS = ['name', 'email', 'batch', 'phone'] as const;

/** Extra time: the quick choices, and the range a number may take. */
export const EXTRA_TIME_PRESETS = [0, 25, 33, 50, 100] as const;
export const EXTRA_TIME_MAX_PERCENT = 200;
export const ACCOMMODATION_REASON_MAX_LENGTH = 500;

/** The score distribution's buckets: 0–10 %, 10–20 %, … 90–100 % (a negative score counts in the first). */
export const DISTRIBUTION_BUCKETS = 10;

export const ROSTER_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file to upload.',
  badFileType: 'The file must be a CSV file (.csv) or an Excel workbook (.xlsx).',
  fileTooLarge: 'The file is larger than 2 MB. Split it into smaller files.',
  tooManyRows: 'The file has more than 2000 rows. Split it into smaller files.',
  empty: 'The file has no rows to add.',
  missingColumns: 'The first row must name the columns name, email and batch (phone is optional).',
  notUtf8: 'The CSV file is not UTF-8 text. Save it as "CSV UTF-8" and upload it again.',
  badCsv:
    'The CSV file cannot be read. Check its quotes and separators, or save it again from the spreadsheet.',
  badXlsx: 'The Excel file cannot be read. Save it again as an .xlsx workbook.',
  badDryRun: 'dryRun must be true or false.',
  badCustomerId: BATCH_MESSAGES.badCustomerId,
  centreRequired: 'Choose the coaching centre whose students these are.',
  customerNotFound: BATCH_MESSAGES.customerNotFound,
  unknownField: 'The upload has a field that is not file, dryRun or customerId.',
  changedMeanwhile:
    'Some of these accounts changed while the students were being added. Check the file again.',
  // One reason per skipped row.
  nameMissing: 'Name is missing.',
  nameTooLong: 'Name is longer than 100 characters.',
  badEmail: 'Email is not a valid email address.',
  badPhone: PROFILE_MESSAGES.phoneInvalid,
  batchMissing: 'Batch is missing.',
  unknownBatch: 'No batch of this name in this coaching centre.',
  otherCentre: 'This email belongs to a user of another coaching centre.',
  staffAccount: 'This email belongs to a staff account, not a student.',
  duplicateRow: 'Duplicate row: an earlier row has the same email and batch.',
  // Accommodations.
  badStudentId: 'The student id must be a positive whole number.',
  studentNotFound: 'Student not found.',
  badExtraTime: 'Extra time must be a whole number of percent from 0 to 200.',
  reasonTooLong: 'The reason must be at most 500 characters.',
} as const;

export const ROSTER_OUTCOMES = ['added', 'created', 'already', 'skipped'] as const;
export type RosterOutcome = (typeof ROSTER_OUTCOMES)[number];

/** One row of the file, as the dry run and the commit account for it. `row` is the spreadsheet's row number. */
export const RosterRowSchema = z.object({
  row: z.number().int(),
  name: z.string(),
  email: z.string(),
  batch: z.string(),
  /** added: an existing student joins the batch; created: a new student account, then added; already: in it. */
  outcome: z.enum(ROSTER_OUTCOMES),
  /** Why a row is skipped (one of ROSTER_MESSAGES' row reasons). */
  reason: z.string().nullable(),
  /** For a duplicate, the earlier row it repeats. */
  sameAs: z.number().int().nullable(),
});
export type RosterRow = z.infer<typeof RosterRowSchema>;

export const RosterReportSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  customerId: z.number().int(),
  summary: z.object({
    rows: z.number().int(),
    added: z.number().int(),
    created: z.number().int(),
    already: z.number().int(),
    skipped: z.number().int(),
  }),
  rows: z.array(RosterRowSchema),
});
export type RosterReport = z.infer<typeof RosterReportSchema>;

/**
 * multipart/form-data: `file` (CSV or XLSX, at most 2 MB and 2,000 rows), `dryRun` ('true' by default: nothing
 * changes), `customerId` (the super admin's centre; a coaching admin's is its own). The commit runs in one
 * transaction and mails each new student a code to set a password.
 */
export const importRoster = endpoint({
  method: 'POST',
  path: '/api/batches/import',
  response: RosterReportSchema,
});

/** The CSV template of a bulk add: the header and one example row. */
export const rosterTemplate = endpoint({
  method: 'GET',
  path: '/api/batches/import/template',
  response: z.unknown(),
});

export const AccommodationSchema = z.object({
  userId: z.number().int(),
  extraTimePercent: z.number().int(),
  /** Private: shown to the centre's staff only. */
  reason: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type Accommodation = z.infer<typeof AccommodationSchema>;

export const BatchStudentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  extraTimePercent: z.number().int(),
  reason: z.string().nullable(),
});
export type BatchStudent = z.infer<typeof BatchStudentSchema>;

export const BATCH_TEST_PHASES = ['upcoming', 'open', 'closed'] as const;

export const BatchTestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.string(),
  /** `centre`: every student of the centre; `batches`: this batch among those chosen. */
  audience: z.string(),
  durationMinutes: z.number().int(),
  opensAt: z.string().nullable(),
  closesAt: z.string().nullable(),
  /** By the server's clock: not yet open, open (or without a window), closed. */
  phase: z.enum(BATCH_TEST_PHASES),
  /** Students of the batch; of them, those who started it and those who submitted it. */
  assigned: z.number().int(),
  started: z.number().int(),
  submitted: z.number().int(),
  /** Average score % of first attempts: the batch's students and everyone's; null without any. */
  batchAverage: z.number().nullable(),
  allIndiaAverage: z.number().nullable(),
  /** The batch's first attempts per 10 % bucket (DISTRIBUTION_BUCKETS counts). */
  distribution: z.array(z.number().int()),
});
export type BatchTest = z.infer<typeof BatchTestSchema>;

/** The batch page: staff of the batch's centre (coaching admin, teachers) and the super admin. */
export const getBatchPage = endpoint({
  method: 'GET',
  path: '/api/batches/:id',
  params: BatchIdParamsSchema,
  response: z.object({
    success: z.literal(true),
    batch: BatchSchema,
    students: z.array(BatchStudentSchema),
    tests: z.array(BatchTestSchema),
  }),
});

const StudentIdParamsSchema = z.object({ id: positiveIdSchema(ROSTER_MESSAGES.badStudentId) });
const AccommodationBodySchema = z.object({ success: z.literal(true), accommodation: AccommodationSchema });

export const getAccommodation = endpoint({
  method: 'GET',
  path: '/api/students/:id/accommodation',
  params: StudentIdParamsSchema,
  response: AccommodationBodySchema,
});

/** 0 removes the accommodation. */
export const setAccommodation = endpoint({
  method: 'PUT',
  path: '/api/students/:id/accommodation',
  params: StudentIdParamsSchema,
  body: z.strictObject({
    extraTimePercent: z
      .number({ error: ROSTER_MESSAGES.badExtraTime })
      .int(ROSTER_MESSAGES.badExtraTime)
      .min(0, ROSTER_MESSAGES.badExtraTime)
      .max(EXTRA_TIME_MAX_PERCENT, ROSTER_MESSAGES.badExtraTime),
    reason: z
      .string({ error: ROSTER_MESSAGES.reasonTooLong })
      .trim()
      .max(ACCOMMODATION_REASON_MAX_LENGTH, ROSTER_MESSAGES.reasonTooLong)
      .nullable()
      .optional(),
  }),
  response: AccommodationBodySchema,
});
export type SetAccommodationInput = z.input<NonNullable<typeof setAccommodation.body>>;
